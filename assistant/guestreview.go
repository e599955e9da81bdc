package assistant

// Reviews of guests on a booking site ("can u leave the okoros a 5 star
// review on airbnb when they go tmrw"): the site takes those from the
// host, and Steward has no way to post one. Such a message is refused with
// the reason, never read as a change to the guests' stay because it names
// them and their leaving.

// reviewSites are the booking sites a review is left on.
var reviewSites = []string{"airbnb", "vrbo", "booking", "expedia", "tripadvisor", "google"}

// guestReview reports whether toks ask for a review or rating to be left
// on a booking site.
func guestReview(toks []token) bool {
	return has(toks, "review", "reviews", "rating") && has(toks, reviewSites...) &&
		has(toks, "leave", "write", "post", "give", "put", "submit", "do")
}
