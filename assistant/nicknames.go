package assistant

import "slices"

// nicknameOf maps the usual short or pet forms of English given names to
// the names they stand for: a host who writes "bobbie" means Roberta
// Quigley, "liz" Elizabeth, "chuck" Charles. A form is used only when
// exactly one active pro's first name is one it stands for (see
// proByShortName). Forms that are also common words ("will", "bill",
// "pat", "ray", "sue") are in commonWords and are never read this way;
// forms that are everyday words ("drew", "nick", "chuck", "sandy", "josh")
// are left out.
var nicknameOf = map[string][]string{
	"abby": {"abigail"}, "alex": {"alexander", "alexandra", "alexis"}, "alfie": {"alfred"}, "andy": {"andrew", "andrea"},
	"barb": {"barbara"}, "becca": {"rebecca"}, "becky": {"rebecca"}, "bella": {"isabella", "isabel", "isabelle"},
	"ben": {"benjamin"}, "benji": {"benjamin"}, "bert": {"albert", "herbert", "robert"}, "beth": {"elizabeth", "bethany"},
	"betty": {"elizabeth"}, "bobbi": {"roberta"}, "bobbie": {"roberta", "robert"}, "bobby": {"robert"}, "bob": {"robert"},
	"cathy": {"catherine", "cathleen"}, "charlie": {"charles", "charlotte"}, "chas": {"charles"},
	"cindy": {"cynthia", "lucinda"}, "chris": {"christopher", "christina", "christine", "christian"}, "danny": {"daniel"},
	"dan": {"daniel"}, "dave": {"david"}, "davey": {"david"}, "deb": {"deborah", "debra"}, "debbie": {"deborah", "debra"},
	"dottie": {"dorothy"}, "dee": {"deirdre", "dolores", "delores", "deanna", "denise"}, "doug": {"douglas"}, "eddie": {"edward", "edwin"}, "eliza": {"elizabeth"},
	"ellie": {"eleanor", "ellen", "elizabeth"}, "fran": {"frances", "francis"}, "freddie": {"frederick"}, "fred": {"frederick"},
	"gabby": {"gabriela", "gabrielle"}, "gabe": {"gabriel"}, "greg": {"gregory"}, "hank": {"henry"}, "izzy": {"isabel", "isabella"},
	"jackie": {"jacqueline"}, "jake": {"jacob"}, "jamie": {"james"}, "jeff": {"jeffrey"}, "jen": {"jennifer"},
	"jenny": {"jennifer"}, "jerry": {"gerald", "jerome"}, "jess": {"jessica"}, "jessie": {"jessica"}, "jim": {"james"},
	"jimmy": {"james"}, "joey": {"joseph"}, "johnny": {"john", "jonathan"}, "jon": {"jonathan"}, "josie": {"josephine"},
	"judy": {"judith"}, "kate": {"katherine", "catherine", "kathleen", "katarzyna"},
	"kathy": {"katherine", "kathleen"}, "katie": {"katherine", "kathleen", "catherine"}, "ken": {"kenneth"},
	"kenny": {"kenneth"}, "larry": {"lawrence"}, "len": {"leonard"}, "lenny": {"leonard"}, "liz": {"elizabeth"},
	"lizzie": {"elizabeth"}, "maggie": {"margaret"}, "margie": {"marjorie", "margaret"}, "marge": {"marjorie", "margaret"}, "mandy": {"amanda"}, "matt": {"matthew"}, "meg": {"margaret", "megan"},
	"mike": {"michael"}, "mikey": {"michael"}, "mitch": {"mitchell"}, "nate": {"nathan", "nathaniel"},
	"pam": {"pamela"}, "peggy": {"margaret"}, "phil": {"phillip", "philip"},
	"robbie": {"robert", "roberta"}, "ron": {"ronald"}, "ronnie": {"ronald", "veronica"}, "russ": {"russell"},
	"sam": {"samuel", "samantha"}, "sammy": {"samuel", "samantha"}, "steve": {"steven", "stephen"},
	"stevie": {"steven", "stephen", "stephanie"}, "suzy": {"susan", "suzanne"}, "ted": {"edward", "theodore"},
	"teddy": {"edward", "theodore"}, "theo": {"theodore"}, "tina": {"christina", "christine", "valentina"}, "tom": {"thomas"},
	"tommy": {"thomas"}, "tony": {"anthony", "antonio"}, "tori": {"victoria"}, "trish": {"patricia"}, "val": {"valerie"},
	"vicky": {"victoria"}, "vince": {"vincent"}, "vinny": {"vincent"}, "walt": {"walter"}, "zach": {"zachary"},
	"zack": {"zachary"}, "kasia": {"katarzyna"}, "gosia": {"malgorzata"}, "pepe": {"jose"}, "paco": {"francisco"},
	"pancho": {"francisco"}, "bernie": {"bernadette", "bernard"}, "bernadine": {"bernadette"}, "gerry": {"gerald", "geraldine"},
	"terri": {"teresa", "theresa"}, "terry": {"terrence", "teresa", "theresa"}, "tess": {"teresa", "theresa"}, "liza": {"elizabeth"},
	"libby": {"elizabeth"}, "rosie": {"rosemary", "rosalind", "rosalie"}, "rick": {"richard", "ricardo", "frederick"},
	"ricky": {"richard", "ricardo"}, "billy": {"william"}, "liam": {"william"}, "wes": {"wesley"}, "marty": {"martin"},
	"manny": {"manuel"}, "beto": {"alberto", "roberto"}, "lalo": {"eduardo"}, "rafa": {"rafael"}, "santi": {"santiago"},
	"nando": {"fernando"}, "quique": {"enrique"}, "toni": {"antonia"}, "lexi": {"alexis", "alexandra"}, "ollie": {"oliver", "olivia"},
	"cam": {"cameron"}, "tash": {"natasha"}, "sasha": {"alexandra", "alexander"}, "stu": {"stuart", "stewart"},
	"gabi": {"gabriela", "gabrielle"}, "sofi": {"sofia", "sophia"}, "hattie": {"harriet"}, "winnie": {"winifred"},
	"roz": {"rosalind", "rosalyn", "rosalie", "rosamund"}, "bea": {"beatriz", "beatrice", "beatrix"}, "trav": {"travis"},
	"lorrie": {"lorraine"}, "lori": {"lorraine"}, "yesi": {"yesenia"}, "jo": {"josephine", "joanna", "joanne", "jolene"},
	"fitz": {"fitzgerald"}, "des": {"desmond"}, "dez": {"desmond"}, "gretch": {"gretchen"}, "leo": {"leon", "leonard", "leonardo"}, "lupita": {"guadalupe"}, "chuy": {"jesus"},
}

// letterNames are the names of letters said as a pet form: "Dee" for
// Deirdre or Denise, "Jay" for Jason, the first letter of the name said
// aloud. ("Kay" is left out: speech-to-text writes it for "okay".)
var letterNames = map[string]byte{"dee": 'd', "jay": 'j'}

// isPetForm reports whether form is a usual short or pet form of the
// first name first (lower case): one of nicknameOf's, or the name of the
// first name's first letter ("dee" for Deirdre), never the name itself.
func isPetForm(form, first string) bool {
	if form == first || first == "" {
		return false
	}
	if slices.Contains(nicknameOf[form], first) {
		return true
	}
	l, ok := letterNames[form]
	return ok && first[0] == l && len(first) > len(form)
}
