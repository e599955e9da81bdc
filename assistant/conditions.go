package assistant

// A request said to hang on something not known yet ("the gate job at low
// fold friday can be cancelled if Ian can't get the hinges in time",
// "cancel the clean unless the Bakers extend") is offered, never done:
// whether the condition holds is the host's to say.

// conditionRe is a condition on an event to come: "if <someone> can't /
// doesn't / won't …", "in case it isn't …", "unless …". Polite conditions
// ("if you don't mind", "if she's free", "if that's ok") are not.
var conditionRe = mustCompile(`(?i)\b(?:(?:if|in\s+case)\s+(?:[\w'’]+\s+){1,4}?(?:can'?t|can’t|cannot|can\s+not|doesn'?t|doesn’t|does\s+not|won'?t|won’t|will\s+not|isn'?t|isn’t|is\s+not|aren'?t|aren’t|are\s+not|don'?t|don’t|do\s+not|didn'?t|didn’t|hasn'?t|hasn’t|haven'?t|haven’t|fails?\s+to|falls?\s+through)\b|unless\b)`)

// politeConditionRe are conditions that ask leave, not wait on an event.
var politeConditionRe = mustCompile(`(?i)\bif\s+(?:you|u|ya)\s+(?:don'?t|don’t|do\s+not)\s+mind\b`)

// conditional reports whether text makes its request wait on an event
// that has not happened yet.
func conditional(text string) bool {
	return conditionRe.MatchString(politeConditionRe.ReplaceAllString(text, ""))
}
