package assistant

// listAsThing reports whether "list" in toks is a thing someone left or
// wrote ("rosalind left a list on the fridge", "her shopping list"), not
// a request to list jobs or stays ("list the jobs", "a list of …").
func listAsThing(toks []token) bool {
	for i, t := range toks {
		if t.s != "list" || i+1 < len(toks) && toks[i+1].s == "of" {
			continue
		}
		for k := i - 1; k >= 0 && k >= i-3; k-- {
			if listMakers[toks[k].s] {
				return true
			}
		}
	}
	return false
}

// listMakers are words before "list" that make it a thing: who left or
// wrote it, what it lists.
var listMakers = map[string]bool{"left": true, "leaves": true, "wrote": true, "written": true, "made": true, "sent": true, "taped": true,
	"shopping": true, "grocery": true, "supply": true, "supplies": true, "packing": true, "wish": true, "to-do": true, "todo": true}
