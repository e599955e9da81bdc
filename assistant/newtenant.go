package assistant

// A new long stay said as a landlord says it: "New nurse for 3B - Jasmine
// Ortiz, from the 16th thru June 14. just her", "new tenant at the
// basement apt: Sam Lee, april 1 to sept 30". A nurse, tenant, renter or
// lodger who is new is a new guest, which the stay readers know ("new
// guest for 3B - …"); newTenant says it so.

// newTenantRe is "new (travelling) nurse/tenant/renter/lodger/resident"
// opening the message ("got a new tenant …"): the newcomer announced, not
// "the new tenant at unit 2 says the sink leaks".
var newTenantRe = mustCompile(`(?i)^(\s*(?:(?:got|we\s+have|we've\s+got|weve\s+got|there's|theres|have)\s+)?(?:a\s+)?)new\s+(?:travel(?:l)?ing\s+|travel\s+|traveler\s+|traveller\s+)?(?:nurse|tenant|renter|lodger|resident|occupant)\b`)

// newTenant rewrites such a newcomer as "new guest".
func newTenant(msg string) string {
	return newTenantRe.ReplaceAllString(msg, "${1}new guest")
}
