package assistant

import "strings"

// Australian (and British) pet forms built from a pro's first or last
// name rather than listed: the name cut after its first vowel and "-zza"
// or "-z" put on ("Dazza", "Daz" for Darren, "Shaz", "Shazza" for Sharon,
// "Gazza" for Gary), or cut after the consonant that follows and "-o" put
// on, the consonant doubled or not ("Robbo" for Tom Robertson, "Thommo",
// "Davo" for David), or, typed with a capital, "-ie"/"-y" after the
// doubled consonant ("Robbie", "Tommy"). A form is a pro's only when just
// one active pro has it (proByShortName), and never a word a host writes
// ("arvo", "rego", "hello", "sorry").

// slangForms are words that the rules above would make out of a name but
// that hosts write as words: never a pro.
var slangForms = map[string]bool{
	"arvo": true, "avo": true, "rego": true, "servo": true, "ambo": true, "garbo": true, "smoko": true, "muso": true, "journo": true,
	"reno": true, "convo": true, "combo": true, "doco": true, "devo": true, "defo": true, "vego": true, "aggro": true, "salvo": true,
	"hello": true, "hero": true, "demo": true, "solo": true, "polo": true, "memo": true, "zero": true, "limo": true, "ditto": true,
	"logo": true, "photo": true, "promo": true, "turbo": true, "disco": true, "cello": true, "bingo": true, "mango": true, "tango": true,
	"lotto": true, "motto": true, "gecko": true, "ammo": true, "sumo": true, "kilo": true, "silo": true, "halo": true, "judo": true,
	"auto": true, "info": true, "expo": true, "condo": true, "repo": true, "redo": true, "undo": true, "also": true, "into": true,
	"onto": true, "typo": true, "hippo": true, "lingo": true, "jumbo": true, "bozo": true, "camo": true, "dodo": true, "yoyo": true,
	"quiz": true, "whiz": true, "fizz": true, "buzz": true, "jazz": true, "fuzz": true, "razz": true, "pizza": true, "mozza": true,
	"bizz": true, "pozz": true,
	// -y and -ie words (the rule needs a capital for these)
	"sorry": true, "carry": true, "marry": true, "merry": true, "berry": true, "jelly": true, "belly": true, "holly": true, "silly": true,
	"hurry": true, "worry": true, "penny": true, "kitty": true, "pretty": true, "petty": true, "messy": true, "fussy": true, "bossy": true,
	"hilly": true, "hobby": true, "lobby": true, "tummy": true, "mummy": true, "dummy": true, "nanny": true, "granny": true, "daddy": true,
	"muddy": true, "buddy": true, "dolly": true, "jolly": true, "folly": true, "rally": true, "tally": true, "bully": true, "fully": true,
	"gully": true, "lolly": true, "telly": true, "happy": true, "funny": true, "sunny": true, "cookie": true, "rookie": true, "goalie": true,
	"movie": true, "barbie": true, "tradie": true, "brekkie": true, "sickie": true, "mozzie": true, "cozzie": true, "sunnie": true,
	"pokie": true, "postie": true, "firie": true, "hottie": true, "bookie": true, "veggie": true, "selfie": true, "hoodie": true,
	"foodie": true, "newbie": true, "aussie": true, "pommie": true, "sparky": true, "sparkie": true, "chippy": true, "chippie": true,
	"matey": true, "mossy": true, "lefty": true, "softy": true, "lucky": true, "dotty": true, "potty": true, "ditty": true, "witty": true,
}

// slangShape reports whether form has the shape of such a form: one to
// four lower-case letters, then -zza/-zz/-z, -o or -ie/-y (written out:
// it runs for every word against every pro).
func slangShape(form string) bool {
	for i := 0; i < len(form); i++ {
		if form[i] < 'a' || form[i] > 'z' {
			return false
		}
	}
	for _, end := range [...]string{"zza", "zz", "z", "o", "ie", "y"} {
		if n := len(form) - len(end); n >= 1 && n <= 4 && strings.HasSuffix(form, end) {
			return true
		}
	}
	return false
}

// isSlangForm reports whether form is an Australian pet form of the name
// word name (lower case), said as typed (capital: cap).
func isSlangForm(form, name string, cap bool) bool {
	if len(form) < 3 || len(name) < 3 || form == name || !slangShape(form) || slangForms[form] || commonWords[form] || stopWords[form] ||
		!isLetters(name) {
		return false
	}
	v := strings.IndexAny(name, "aeiou")
	if v < 0 {
		return false
	}
	for v+1 < len(name) && strings.ContainsRune("aeiou", rune(name[v+1])) {
		v++
	}
	open := name[:v+1] // "da", "sha", "ro"
	if form == open+"zza" || form == open+"z" || form == open+"zz" {
		return true
	}
	if v+1 >= len(name) {
		return false
	}
	c := name[v+1]
	if c == 'y' || c == 'w' || c == 'h' {
		return false
	}
	closed := name[:v+2] // "rob", "dar", "dav"
	if len(closed) >= 3 && (form == closed+"o" || form == closed+string(c)+"o") {
		return true
	}
	return cap && len(closed) >= 3 && (form == closed+string(c)+"ie" || form == closed+string(c)+"y")
}
