package steward

import (
	"testing"
	"time"
	_ "time/tzdata" // so LoadLocation works without a system zoneinfo
)

func TestTimezoneFor(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, state, country, want string
	}{
		{"USCode", "CA", "US", "America/Los_Angeles"},
		{"USCodeLowerCase", "ca", "US", "America/Los_Angeles"},
		{"USName", "California", "US", "America/Los_Angeles"},
		{"USNameLowerCaseExtraSpaces", "  new   york ", "US", "America/New_York"},
		{"USEmptyCountry", "IL", "", "America/Chicago"},
		{"USCountryLowerCase", "tx", " us ", "America/Chicago"},
		{"USCountryAlias", "Texas", "USA", "America/Chicago"},
		{"Arizona", "AZ", "US", "America/Phoenix"},
		{"Hawaii", "Hawaii", "US", "Pacific/Honolulu"},
		{"Alaska", "AK", "US", "America/Anchorage"},
		{"Indiana", "IN", "US", "America/Indiana/Indianapolis"},
		{"Michigan", "michigan", "US", "America/Detroit"},
		{"WashingtonState", "WA", "US", "America/Los_Angeles"},
		{"DistrictOfColumbia", "District of Columbia", "US", "America/New_York"},
		{"WashingtonDC", "Washington, D.C.", "US", "America/New_York"},
		{"PuertoRicoAsState", "PR", "US", "America/Puerto_Rico"},
		{"GuamAsState", "guam", "US", "Pacific/Guam"},
		{"VirginIslandsAsState", "U.S. Virgin Islands", "US", "America/St_Thomas"},
		{"USUnknownState", "Atlantis", "US", "America/New_York"},
		{"CanadaProvinceCode", "BC", "CA", "America/Vancouver"},
		{"CanadaProvinceName", "quebec", "CA", "America/Toronto"},
		{"CanadaSaskatchewan", "SK", "CA", "America/Regina"},
		{"CanadaNewfoundland", "NL", "CA", "America/St_Johns"},
		{"CanadaUnknownProvince", "", "CA", "America/Toronto"},
		{"AustraliaStateCode", "WA", "AU", "Australia/Perth"},
		{"AustraliaStateName", "Queensland", "AU", "Australia/Brisbane"},
		{"AustraliaUnknownState", "", "AU", "Australia/Sydney"},
		{"UnitedKingdom", "London", "GB", "Europe/London"},
		{"UnitedKingdomAlias", "", "UK", "Europe/London"},
		{"Ireland", "Dublin", "IE", "Europe/Dublin"},
		{"France", "", "FR", "Europe/Paris"},
		{"Germany", "Bavaria", "DE", "Europe/Berlin"},
		{"Spain", "", "ES", "Europe/Madrid"},
		{"Italy", "", "IT", "Europe/Rome"},
		{"Portugal", "", "PT", "Europe/Lisbon"},
		{"Netherlands", "", "NL", "Europe/Amsterdam"},
		{"Mexico", "Jalisco", "MX", "America/Mexico_City"},
		{"Japan", "Tokyo", "JP", "Asia/Tokyo"},
		{"PuertoRicoAsCountry", "San Juan", "PR", "America/Puerto_Rico"},
		{"UnknownCountry", "CA", "ZZ", "UTC"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := TimezoneFor(tt.state, tt.country); got != tt.want {
				t.Errorf("TimezoneFor(%q, %q) = %q, want %q", tt.state, tt.country, got, tt.want)
			}
		})
	}
}

// TestTimezoneForLoads proves every zone the tables can return is a zone
// time.LoadLocation knows, and that every region answers by code and name.
func TestTimezoneForLoads(t *testing.T) {
	t.Parallel()
	for country, regions := range map[string][]region{"US": usRegions, "CA": caRegions, "AU": auRegions} {
		for _, r := range regions {
			t.Run(country+"/"+r.code, func(t *testing.T) {
				t.Parallel()
				for _, state := range []string{r.code, r.name} {
					got := TimezoneFor(state, country)
					if got != r.zone {
						t.Errorf("TimezoneFor(%q, %q) = %q, want %q", state, country, got, r.zone)
					}
					if _, err := time.LoadLocation(got); err != nil {
						t.Errorf("TimezoneFor(%q, %q) = %q: %v", state, country, got, err)
					}
				}
			})
		}
	}
	for country, zone := range countryZones {
		t.Run(country, func(t *testing.T) {
			t.Parallel()
			if got := TimezoneFor("", country); got != zone {
				t.Errorf("TimezoneFor(%q, %q) = %q, want %q", "", country, got, zone)
			}
			if _, err := time.LoadLocation(zone); err != nil {
				t.Errorf("TimezoneFor(%q, %q) = %q: %v", "", country, zone, err)
			}
		})
	}
}

func TestTimezoneForCoversUS(t *testing.T) {
	t.Parallel()
	// 50 states, DC and the five inhabited territories.
	if got, want := len(usRegions), 56; got != want {
		t.Errorf("len(usRegions) = %d, want %d", got, want)
	}
	seen := map[string]bool{}
	for _, r := range usRegions {
		if seen[r.code] {
			t.Errorf("usRegions lists %s twice", r.code)
		}
		seen[r.code] = true
	}
}

func TestNormalizeState(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, state, want string
	}{
		{"Code", "NY", "NY"},
		{"LowerCaseCode", "ny", "NY"},
		{"Name", "New York", "NY"},
		{"LowerCaseNameExtraSpaces", "  new   york  ", "NY"},
		{"UpperCaseName", "CALIFORNIA", "CA"},
		{"DistrictOfColumbia", "district of columbia", "DC"},
		{"WashingtonDC", "Washington DC", "DC"},
		{"WashingtonIsTheState", "washington", "WA"},
		{"Territory", "Puerto Rico", "PR"},
		{"UnknownTrimmedUpperCased", "  Ontario ", "ONTARIO"},
		{"Empty", "   ", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := NormalizeState(tt.state); got != tt.want {
				t.Errorf("NormalizeState(%q) = %q, want %q", tt.state, got, tt.want)
			}
		})
	}
}
