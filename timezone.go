package steward

import "strings"

// region is a state, province or territory of a country we map by region:
// its postal code, its name and the IANA zone of its most populous area.
type region struct{ code, name, zone string }

// usRegions lists the 50 US states, DC and the five inhabited territories.
// A state spanning zones gets the zone most of its people live in: Indiana
// is Indianapolis, Kentucky and Michigan are Eastern, Tennessee is Central.
var usRegions = []region{
	{"AL", "Alabama", "America/Chicago"},
	{"AK", "Alaska", "America/Anchorage"},
	{"AZ", "Arizona", "America/Phoenix"},
	{"AR", "Arkansas", "America/Chicago"},
	{"CA", "California", "America/Los_Angeles"},
	{"CO", "Colorado", "America/Denver"},
	{"CT", "Connecticut", "America/New_York"},
	{"DE", "Delaware", "America/New_York"},
	{"DC", "District of Columbia", "America/New_York"},
	{"FL", "Florida", "America/New_York"},
	{"GA", "Georgia", "America/New_York"},
	{"HI", "Hawaii", "Pacific/Honolulu"},
	{"ID", "Idaho", "America/Boise"},
	{"IL", "Illinois", "America/Chicago"},
	{"IN", "Indiana", "America/Indiana/Indianapolis"},
	{"IA", "Iowa", "America/Chicago"},
	{"KS", "Kansas", "America/Chicago"},
	{"KY", "Kentucky", "America/New_York"},
	{"LA", "Louisiana", "America/Chicago"},
	{"ME", "Maine", "America/New_York"},
	{"MD", "Maryland", "America/New_York"},
	{"MA", "Massachusetts", "America/New_York"},
	{"MI", "Michigan", "America/Detroit"},
	{"MN", "Minnesota", "America/Chicago"},
	{"MS", "Mississippi", "America/Chicago"},
	{"MO", "Missouri", "America/Chicago"},
	{"MT", "Montana", "America/Denver"},
	{"NE", "Nebraska", "America/Chicago"},
	{"NV", "Nevada", "America/Los_Angeles"},
	{"NH", "New Hampshire", "America/New_York"},
	{"NJ", "New Jersey", "America/New_York"},
	{"NM", "New Mexico", "America/Denver"},
	{"NY", "New York", "America/New_York"},
	{"NC", "North Carolina", "America/New_York"},
	{"ND", "North Dakota", "America/Chicago"},
	{"OH", "Ohio", "America/New_York"},
	{"OK", "Oklahoma", "America/Chicago"},
	{"OR", "Oregon", "America/Los_Angeles"},
	{"PA", "Pennsylvania", "America/New_York"},
	{"RI", "Rhode Island", "America/New_York"},
	{"SC", "South Carolina", "America/New_York"},
	{"SD", "South Dakota", "America/Chicago"},
	{"TN", "Tennessee", "America/Chicago"},
	{"TX", "Texas", "America/Chicago"},
	{"UT", "Utah", "America/Denver"},
	{"VT", "Vermont", "America/New_York"},
	{"VA", "Virginia", "America/New_York"},
	{"WA", "Washington", "America/Los_Angeles"},
	{"WV", "West Virginia", "America/New_York"},
	{"WI", "Wisconsin", "America/Chicago"},
	{"WY", "Wyoming", "America/Denver"},
	{"AS", "American Samoa", "Pacific/Pago_Pago"},
	{"GU", "Guam", "Pacific/Guam"},
	{"MP", "Northern Mariana Islands", "Pacific/Saipan"},
	{"PR", "Puerto Rico", "America/Puerto_Rico"},
	{"VI", "U.S. Virgin Islands", "America/St_Thomas"},
}

// usRegionAliases are other spellings people give for a US region, keyed
// as regionKey leaves them.
var usRegionAliases = map[string]string{
	"washington dc":     "DC",
	"washington d c":    "DC",
	"us virgin islands": "VI",
	"virgin islands":    "VI",
}

// caRegions lists the Canadian provinces and territories.
var caRegions = []region{
	{"AB", "Alberta", "America/Edmonton"},
	{"BC", "British Columbia", "America/Vancouver"},
	{"MB", "Manitoba", "America/Winnipeg"},
	{"NB", "New Brunswick", "America/Moncton"},
	{"NL", "Newfoundland and Labrador", "America/St_Johns"},
	{"NS", "Nova Scotia", "America/Halifax"},
	{"NT", "Northwest Territories", "America/Edmonton"},
	{"NU", "Nunavut", "America/Iqaluit"},
	{"ON", "Ontario", "America/Toronto"},
	{"PE", "Prince Edward Island", "America/Halifax"},
	{"QC", "Quebec", "America/Toronto"},
	{"SK", "Saskatchewan", "America/Regina"},
	{"YT", "Yukon", "America/Whitehorse"},
}

// auRegions lists the Australian states and territories.
var auRegions = []region{
	{"ACT", "Australian Capital Territory", "Australia/Sydney"},
	{"NSW", "New South Wales", "Australia/Sydney"},
	{"NT", "Northern Territory", "Australia/Darwin"},
	{"QLD", "Queensland", "Australia/Brisbane"},
	{"SA", "South Australia", "Australia/Adelaide"},
	{"TAS", "Tasmania", "Australia/Hobart"},
	{"VIC", "Victoria", "Australia/Melbourne"},
	{"WA", "Western Australia", "Australia/Perth"},
}

// regionsByCountry indexes the region tables by ISO country code, then by
// regionKey of each region's code and name.
var regionsByCountry = map[string]map[string]region{
	"US": indexRegions(usRegions, usRegionAliases),
	"CA": indexRegions(caRegions, map[string]string{"québec": "QC", "newfoundland": "NL", "yukon territory": "YT"}),
	"AU": indexRegions(auRegions, nil),
}

// countryZones is the zone of each country we know: the only one it has, or
// the zone of its most populous area when it has several (the fallback for
// a region of the US, Canada or Australia we do not recognise).
var countryZones = map[string]string{
	"US": "America/New_York",
	"CA": "America/Toronto",
	"AU": "Australia/Sydney",
	"MX": "America/Mexico_City",
	"BR": "America/Sao_Paulo",
	"AR": "America/Argentina/Buenos_Aires",
	"CO": "America/Bogota",
	"CR": "America/Costa_Rica",
	"PR": "America/Puerto_Rico",
	"VI": "America/St_Thomas",
	"GU": "Pacific/Guam",
	"AS": "Pacific/Pago_Pago",
	"MP": "Pacific/Saipan",
	"GB": "Europe/London",
	"IE": "Europe/Dublin",
	"FR": "Europe/Paris",
	"DE": "Europe/Berlin",
	"ES": "Europe/Madrid",
	"IT": "Europe/Rome",
	"PT": "Europe/Lisbon",
	"NL": "Europe/Amsterdam",
	"BE": "Europe/Brussels",
	"CH": "Europe/Zurich",
	"AT": "Europe/Vienna",
	"DK": "Europe/Copenhagen",
	"SE": "Europe/Stockholm",
	"NO": "Europe/Oslo",
	"FI": "Europe/Helsinki",
	"PL": "Europe/Warsaw",
	"CZ": "Europe/Prague",
	"GR": "Europe/Athens",
	"HR": "Europe/Zagreb",
	"IS": "Atlantic/Reykjavik",
	"JP": "Asia/Tokyo",
	"KR": "Asia/Seoul",
	"CN": "Asia/Shanghai",
	"HK": "Asia/Hong_Kong",
	"SG": "Asia/Singapore",
	"TH": "Asia/Bangkok",
	"PH": "Asia/Manila",
	"IN": "Asia/Kolkata",
	"AE": "Asia/Dubai",
	"IL": "Asia/Jerusalem",
	"NZ": "Pacific/Auckland",
	"ZA": "Africa/Johannesburg",
}

// countryAliases maps names people type for a country to its ISO code.
var countryAliases = map[string]string{
	"":                         "US",
	"USA":                      "US",
	"UNITED STATES":            "US",
	"UNITED STATES OF AMERICA": "US",
	"UK":                       "GB",
	"UNITED KINGDOM":           "GB",
}

// TimezoneFor returns the IANA zone name of an address in state of country
// (an ISO 3166 code; empty means "US"). In the US, Canada and Australia the
// state is matched by code or name, ignoring case and extra spaces, and
// gives the zone of its most populous area; a state we do not recognise
// there gives the country's most populous zone. Elsewhere the country alone
// decides. A country we do not know gives "UTC".
func TimezoneFor(state, country string) string {
	c := normalizeCountry(country)
	if r, ok := regionsByCountry[c][regionKey(state)]; ok {
		return r.zone
	}
	if z, ok := countryZones[c]; ok {
		return z
	}
	return "UTC"
}

// NormalizeState returns the two-letter code of a US state, district or
// territory given by name or code ("new york" → "NY", "ca" → "CA"). Any
// other input comes back trimmed and upper-cased.
func NormalizeState(state string) string {
	if r, ok := regionsByCountry["US"][regionKey(state)]; ok {
		return r.code
	}
	return strings.ToUpper(strings.TrimSpace(state))
}

// normalizeCountry returns the ISO code for country, applying countryAliases.
func normalizeCountry(country string) string {
	c := strings.ToUpper(strings.Join(strings.Fields(country), " "))
	if alias, ok := countryAliases[c]; ok {
		return alias
	}
	return c
}

// regionKey folds a region's code or name to the form the indexes use:
// lower case, dots and commas dropped, runs of spaces made one.
func regionKey(s string) string {
	s = strings.NewReplacer(".", "", ",", " ").Replace(strings.ToLower(s))
	return strings.Join(strings.Fields(s), " ")
}

// indexRegions indexes regions by the regionKey of their code and name,
// and of each alias (an alias maps to a region's code).
func indexRegions(regions []region, aliases map[string]string) map[string]region {
	m := make(map[string]region, 2*len(regions)+len(aliases))
	byCode := make(map[string]region, len(regions))
	for _, r := range regions {
		m[regionKey(r.code)] = r
		m[regionKey(r.name)] = r
		byCode[r.code] = r
	}
	for alias, code := range aliases {
		m[regionKey(alias)] = byCode[code]
	}
	return m
}
