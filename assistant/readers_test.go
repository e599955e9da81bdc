package assistant

import (
	"slices"
	"strings"
	"testing"
	"time"

	"context"
	"github.com/stewardhq/steward"
)

// TestMessageReaders checks each of the readers that rewrite a message
// before parse cuts it into parts (asides.go, handover.go, parts.go,
// questionforms.go, problems.go, notetext.go, stay.go): what it takes out
// or rewrites, and a phrasing it must leave alone.
func TestMessageReaders(t *testing.T) {
	names := map[string]bool{"denise": true, "carl": true, "rosa": true, "tasha": true, "maya": true}
	places := map[string]bool{"pelican": true, "loft": true}
	tests := []struct {
		reader  string
		read    func(string) string
		in, out string
	}{
		{"letterCloses", letterCloses,
			"He has suggested Friday the 13th (not a good omen, I told him!) at 10 in the morning instead. Please move it.",
			"He suggested Friday the 13th at 10 in the morning instead. Please move it."},
		{"letterCloses", letterCloses, "Clean the cabin on Friday (the 13th) at 10.", "Clean the cabin on Friday (the 13th) at 10."},
		{"letterCloses", letterCloses,
			"Pauline has asked to start at 11 rather than 10. Could you alter it for her?\n\nMany thanks,\nMargaret",
			"Pauline has asked to start at 11 rather than 10. Please move it.\n\nMany thanks,\nMargaret"},
		{"letterCloses", letterCloses, "The Patels are 6 now. Could you update it?", "The Patels are 6 now. Could you update it?"},
		{"letterCloses", letterCloses,
			"Fellside are short-staffed. So would you please give Monday's changeover at Fell View to Jenny instead?",
			"Fellside are short-staffed. Please give Monday's changeover at Fell View to Jenny instead."},
		{"letterCloses", letterCloses, "Could you give the changeover to Jenny?", "Could you give the changeover to Jenny?"},
		{"letterCloses", letterCloses,
			"So Ian needn't come on Wednesday the 11th; would you cancel him, please?",
			"So Ian needn't come on Wednesday the 11th. Please cancel Ian's visit on Wednesday the 11th."},
		{"letterCloses", letterCloses,
			"I've just had a telephone call from Tom, the chap who does the boiler. He can come at 2 instead.",
			"Tom, the chap who does the boiler, telephoned. He can come at 2 instead."},
		{"letterCloses", letterCloses,
			"Tom can't come tomorrow. That suits me perfectly well, as the MacLeods don't arrive until Friday. Please move it.",
			"Tom can't come tomorrow. Please move it."},
		{"serviceSlips", func(m string) string { return serviceSlips(m, names, places) },
			"can you move loft clear tmrw to 1, and have rosa restore pelican sunday", "can you move loft clean tmrw to 1, and have rosa restock pelican sunday"},
		{"serviceSlips", func(m string) string { return serviceSlips(m, names, places) },
			"restore the cancelled clean at the loft, and clear the walk at pelican friday", "restore the cancelled clean at the loft, and clear the walk at pelican friday"},
		{"serviceSlips", func(m string) string { return serviceSlips(m, names, places) },
			"carl to the loft tues day the 10th", "carl to the loft tuesday the 10th"},
		{"serviceSlips", func(m string) string { return serviceSlips(m, names, places) }, "the sun day before was warm", "the sun day before was warm"},
		{"withoutOpeningHours", withoutOpeningHours,
			"P.S. The logs at the Schoolhouse on Friday - could that be at 2 instead of 1? The farm shop doesn't open until half past one.",
			"P.S. The logs at the Schoolhouse on Friday - could that be at 2 instead of 1?"},
		{"withoutOpeningHours", withoutOpeningHours,
			"Move the restock to 3. The bakery only opens at 11 on Sundays.", "Move the restock to 3."},
		{"withoutOpeningHours", withoutOpeningHours,
			"Can Tom come Friday? The garage door doesn't open until you jiggle it.", "Can Tom come Friday? The garage door doesn't open until you jiggle it."},
		{"countedSentences", countedSentences,
			"Two things. First, cancel the restock at Pelican on Friday. Second, move the turnover to 11.",
			"cancel the restock at Pelican on Friday. move the turnover to 11."},
		{"countedSentences", countedSentences, "First thing tomorrow, clean the loft.", "First thing tomorrow, clean the loft."},
		{"nextWeeksFrom", nextWeeksFrom,
			"cancel tomorrow's one, and shift next week's from Thursday to Friday the 13th", "cancel tomorrow's one, and shift the one from Thursday next week to Friday the 13th"},
		{"nextWeeksFrom", nextWeeksFrom,
			"push next weeks one from fri to sat", "push the one from fri next week to sat"},
		{"nextWeeksFrom", nextWeeksFrom,
			"shift next week's from Thursday next week to Friday", "shift next week's from Thursday next week to Friday"},
		{"dropPastAside", dropPastAside,
			"Can you move the roof inspection to Tuesday at 10? The owner had his roofer up there yesterday.",
			"Can you move the roof inspection to Tuesday at 10?"},
		{"dropPastAside", dropPastAside,
			"Can you move the roof inspection to Tuesday at 10? The owner had his roofer up there yesterday, can he come too?",
			"Can you move the roof inspection to Tuesday at 10? The owner had his roofer up there yesterday, can he come too?"},
		{"dropPastAside", dropPastAside,
			"Could you slide the cleaning at the cabin to noon instead? Same day. The housekeeping gals asked.",
			"Could you slide the cleaning at the cabin to noon instead?"},
		{"dropPastAside", dropPastAside,
			"Could you slide the cleaning at the cabin to noon instead? The housekeeping gals asked for a restock too.",
			"Could you slide the cleaning at the cabin to noon instead? The housekeeping gals asked for a restock too."},
		{"dropNewsBefore", func(m string) string { return dropNewsBefore(m, places) },
			"The windstorm last night blew sand all over the patios. Could you have Brightway clean at the loft friday, and at Pelican saturday?",
			"Could you have Brightway clean at the loft friday, and at Pelican saturday?"},
		{"dropNewsBefore", func(m string) string { return dropNewsBefore(m, places) },
			"The windstorm last night blew sand all over the patio. Could you have Brightway clean at the loft friday?",
			"The windstorm last night blew sand all over the patio. Could you have Brightway clean at the loft friday?"},
		{"dropSoNotWhenGuests", dropSoNotWhenGuests, "move the turnover to 11 so it's done before the guests get in", "move the turnover to 11"},
		{"dropSoNotWhenGuests", dropSoNotWhenGuests, "move the turnover so it's done before the guests get in", "move the turnover so it's done before the guests get in"},
		{"andGiveJobTo", func(m string) string { return andGiveJobTo(m, names) },
			"book an inspection at the loft friday at 10, and give the roof inspection on monday to Denise",
			"book an inspection at the loft friday at 10, and put Denise on the roof inspection on monday"},
		{"andGiveJobTo", func(m string) string { return andGiveJobTo(m, names) }, "book an inspection and give me a call", "book an inspection and give me a call"},
		{"proHasJob", func(m string) string { return proHasJob(m, names) },
			"Carl has the clean at the loft on friday. Put Denise on it instead.",
			"put Denise on the clean at the loft on friday instead of Carl."},
		{"proHasJob", func(m string) string { return proHasJob(m, names) }, "Carl has a cold.", "Carl has a cold."},
		{"dropProThereAnyway", dropProThereAnyway,
			"the loft restock Fri is unassigned — give it to Rosa, she's already over there for the prep that morning",
			"the loft restock Fri is unassigned — give it to Rosa"},
		{"dropProThereAnyway", dropProThereAnyway,
			"give the loft restock to Rosa, she's already over there at 9 so move it to 9",
			"give the loft restock to Rosa, she's already over there at 9 so move it to 9"},
		{"dropReckon", dropReckon, "oh I reckon 10 in the morning would suit him", "10 in the morning would suit him"},
		{"dropReckon", dropReckon, "I think the loft needs a clean", "I think the loft needs a clean"},
		{"dropObligationReason", dropObligationReason,
			"no wait make that 1 o'clock, she's got to carry her mama to the doctor first", "no wait make that 1 o'clock"},
		{"dropObligationReason", dropObligationReason,
			"make it 2, she has to be done by 5", "make it 2, she has to be done by 5"},
		{"quickHandOver", quickHandOver, "send Dwayne, quick as he can", "send Dwayne asap"},
		{"quickHandOver", quickHandOver, "send Ray as fast as he can por favor", "send Ray asap"},
		{"whileAtIt", whileAtIt, "cancel Beto at the ranch, and while your at it have Ray go out there", "cancel Beto at the ranch, and have Ray go out there"},
		{"whileAtIt", whileAtIt, "while you're at it who has the ranch on Monday", "who has the ranch on Monday"},
		{"whileAtIt", whileAtIt, "the guests are at it again", "the guests are at it again"},
		{"stayInProse", stayInProse, "my primos are staying at the riverwalk condo the tenth through the twelfth the four of them put them on the calendar as the Cantu family",
			"the Cantu family are staying at the riverwalk condo from the tenth to the twelfth, four guests"},
		{"stayInProse", stayInProse, "Ernesto and his wife are taking the Pearl loft from the thirteenth to the fifteenth put them down as the Villanuevas",
			"the Villanuevas are staying at the Pearl loft from the thirteenth to the fifteenth"},
		{"stayInProse", stayInProse, "my primos are staying at the riverwalk condo the tenth through the twelfth", "my primos are staying at the riverwalk condo the tenth through the twelfth"},
		{"quickHandOver", quickHandOver, "send Dwayne to the loft friday, quick as he can", "send Dwayne to the loft friday, quick as he can"},
		{"anyoneBookedFor", anyoneBookedFor, "Is anyone booked at the loft for the gutters?", "Who is booked at the loft for the gutters?"},
		{"anyoneBookedFor", anyoneBookedFor, "Is anyone home?", "Is anyone home?"},
		{"whenDoesProGo", func(m string) string { return whenDoesProGo(m, names) }, "When does Rosa go to the loft?", "When is Rosa going to the loft?"},
		{"whenDoesProGo", func(m string) string { return whenDoesProGo(m, names) }, "When does the loft open?", "When does the loft open?"},
		{"proAsks", func(m string) string { return proAsks(m, names) }, "Rosa ask how to get in the loft, lockbox code is what?", "how to get in the loft, lockbox code is what?"},
		{"proAsks", func(m string) string { return proAsks(m, names) }, "Rosa asked me where to park at the loft", "where to park at the loft"},
		{"proAsks", func(m string) string { return proAsks(m, names) }, "Smiths ask how to get in the loft", "Smiths ask how to get in the loft"},
		{"proAsks", func(m string) string { return proAsks(m, names) }, "Rosa asks for friday off", "Rosa asks for friday off"},
		{"tellComeNoTo", tellComeNoTo, "ok tell her come 12 o'clock instead", "ok tell her to come 12 o'clock instead"},
		{"tellComeNoTo", tellComeNoTo, "tell him come by 3pm instead", "tell him to come by 3pm instead"},
		{"tellComeNoTo", tellComeNoTo, "tell her come in through the back door", "tell her come in through the back door"},
		{"germanStayQuestion", germanStayQuestion, "Until when stays the family Müller in Haus Tannenblick?", "when does the family Müller leave Haus Tannenblick?"},
		{"germanStayQuestion", germanStayQuestion, "till when is the family Weber staying at the loft?", "when does the family Weber leave the loft?"},
		{"germanStayQuestion", germanStayQuestion, "Until when is the clean at the loft?", "Until when is the clean at the loft?"},
		{"dropTrailingTho", dropTrailingTho, "can we do the clean at 2 tho", "can we do the clean at 2"},
		{"dropTrailingTho", dropTrailingTho, "though the clean is at 2, move it", "though the clean is at 2, move it"},
		{"dropReactionQuestion", dropReactionQuestion, "Oh, nobody yet? Please put Brenda on it.", "Please put Brenda on it."},
		{"dropReactionQuestion", dropReactionQuestion, "really? nobody? ok put dee on it", "ok put dee on it"},
		{"dropReactionQuestion", dropReactionQuestion, "nobody yet?", "nobody yet?"},
		{"dropReactionQuestion", dropReactionQuestion, "nobody on the turnover yet? who's free friday?", "nobody on the turnover yet? who's free friday?"},
		{"dropReasonAfterMove", func(m string) string { return dropReasonAfterMove(m, names) },
			"can you move the clean to 11? she has a school thing at 9:30", "can you move the clean to 11?"},
		{"dropReasonAfterMove", func(m string) string { return dropReasonAfterMove(m, names) },
			"move the clean to 11. book a restock at 2", "move the clean to 11. book a restock at 2"},
		{"dropWeatherReason", dropWeatherReason,
			"the roof job at the camp on Saturday Gil wants to do it at eight instead of nine cause there's another storm coming in the afternoon",
			"the roof job at the camp on Saturday Gil wants to do it at eight instead of nine"},
		{"dropWeatherReason", dropWeatherReason, "book a plow at the camp because there's a storm coming", "book a plow at the camp because there's a storm coming"},
		{"noOneYetTake", func(m string) string { return noOneYetTake(m, names) },
			"The roof check at the loft on the 12th doesn't have anybody on it yet. I suppose Denise should take that one, if you could put her down for it?",
			"give the roof check at the loft on the 12th to Denise."},
		{"noOneYetTake", func(m string) string { return noOneYetTake(m, names) },
			"The roof check at the loft doesn't have anybody on it yet. Who could take it?",
			"The roof check at the loft doesn't have anybody on it yet. Who could take it?"},
		{"relayedCant", func(m string) string { return relayedCant(m, names) },
			"Carl let me know she can't make the turnover Friday. Give it to Denise?", "Carl can't make the turnover Friday. Give it to Denise?"},
		{"relayedCant", func(m string) string { return relayedCant(m, names) },
			"The guests let me know they can't make it Friday.", "The guests let me know they can't make it Friday."},
		{"meantTime", meantTime, "Oh shoot, I meant 11:30, sorry about that", "make it 11:30"},
		{"meantTime", meantTime, "I meant 11:30 for the restock at the loft", "I meant 11:30 for the restock at the loft"},
		{"dropPlanAfterChange", func(m string) string { return dropPlanAfterChange(m, names) },
			"push the walk-through on Tuesday to 1:30? she's coming over from Elk Rapids that morning", "push the walk-through on Tuesday to 1:30?"},
		{"dropPlanAfterChange", func(m string) string { return dropPlanAfterChange(m, names) },
			"cancel the walk-through on Tuesday. We'll have her out after Easter instead.", "cancel the walk-through on Tuesday."},
		{"dropPlanAfterChange", func(m string) string { return dropPlanAfterChange(m, names) },
			"cancel the walk-through on Tuesday. We'll have her out on Friday instead.", "cancel the walk-through on Tuesday. We'll have her out on Friday instead."},
		{"dropPlanAfterChange", func(m string) string { return dropPlanAfterChange(m, names) },
			"move the clean to 1:30? she's coming over from Elk Rapids, can she do the restock too", "move the clean to 1:30? she's coming over from Elk Rapids, can she do the restock too"},
		{"withoutThinkingAfterJoin", withoutThinkingAfterJoin, "the roof job on Saturday um Gil wants it at eight", "the roof job on Saturday Gil wants it at eight"},
		{"withoutThinkingAfterJoin", withoutThinkingAfterJoin, "um, the roof job", "um, the roof job"},
		{"selfCorrectionsMore", selfCorrectionsMore, "the plowing make it for o'clock no sorry nine o'clock in the morning", "the plowing make it nine o'clock in the morning"},
		{"selfCorrectionsMore", selfCorrectionsMore, "make it four o'clock, no rush", "make it four o'clock, no rush"},
		{"proCanTakeThenMove", func(m string) string { return proCanTakeThenMove(m, names) },
			"tasha can take the restock fri, move it to 2", "move the restock fri to 2 and give it to tasha"},
		{"proCanTakeThenMove", func(m string) string { return proCanTakeThenMove(m, names) }, "tasha can take it", "tasha can take it"},
		{"reasonAfterMove", reasonAfterMove, "move it to 11 then, lombardis might come early", "move it to 11 then"},
		{"reasonAfterMove", reasonAfterMove, "move it to 11, and book a restock at 2", "move it to 11, and book a restock at 2"},
		{"itReasonAfter", itReasonAfter, "pls make it 1 pm, the agency girls need time to come from Panjim", "pls make it 1 pm"},
		{"itReasonAfter", itReasonAfter, "make it 1 pm, and book a restock friday", "make it 1 pm, and book a restock friday"},
		{"withoutQuestionTail", withoutQuestionTail, "when do the Hoffmans leave Lakeview what day and what time", "when do the Hoffmans leave Lakeview"},
		{"withoutQuestionTail", withoutQuestionTail, "when do the Hoffmans leave", "when do the Hoffmans leave"},
		{"withoutFoldedReason", withoutFoldedReason,
			"cancel the pre-arrival inspection at sabino, luis will just eyeball it during the clean", "cancel the pre-arrival inspection at sabino"},
		{"withoutFoldedReason", withoutFoldedReason, "cancel the inspection and book luis for the clean", "cancel the inspection and book luis for the clean"},
		{"withoutDoneReason", withoutDoneReason, "cancel rick's fan job, I fixed it myself this weekend", "cancel rick's fan job"},
		{"withoutDoneReason", withoutDoneReason, "cancel rick's fan job", "cancel rick's fan job"},
		{"withoutFreeAfterHandover", withoutFreeAfterHandover, "the clean monday, put nadia svp, she is available", "the clean monday, put nadia svp"},
		{"withoutFreeAfterHandover", withoutFreeAfterHandover, "the clean monday, is nadia available?", "the clean monday, is nadia available?"},
		{"withoutWhoTimeTail", withoutWhoTimeTail, "who is doing the AC tune-up tomorrow, and at what time?", "who is doing the AC tune-up tomorrow?"},
		{"withoutWhoTimeTail", withoutWhoTimeTail, "who is doing the AC tune-up tomorrow?", "who is doing the AC tune-up tomorrow?"},
		{"statusQuestion", statusQuestion,
			"what is the status of the Panjim cleaning tomorrow? who is coming and what time?", "who is doing the Panjim cleaning tomorrow?"},
		{"statusQuestion", statusQuestion, "what is the status of my refund?", "what is the status of my refund?"},
		{"sendTradeNow", sendTradeNow,
			"Water leakage in the kitchen at the loft. Send plumber asap.", "Water leakage in the kitchen at the loft, send plumber asap."},
		{"sendTradeNow", sendTradeNow, "Send plumber asap.", "Send plumber asap."},
		{"bareNotes", bareNotes, "- note on the turnover that the crib goes in the closet", "- add a note on the turnover that the crib goes in the closet"},
		{"bareNotes", bareNotes, "note: the gate code changed", "note: the gate code changed"},
		{"partJobGive", partJobGive, "the 3/15 turnover give to maya", "give the 3/15 turnover to maya"},
		{"partJobGive", partJobGive, "the turnover on 3/15", "the turnover on 3/15"},
		{"usualStayTimes", usualStayTimes,
			"new stay at the loft, the Parks, 3/12 to 3/15, 4 guests. usual times", "new stay at the loft, the Parks, 3/12 to 3/15, 4 guests"},
		{"usualStayTimes", usualStayTimes, "usual times for the turnover?", "usual times for the turnover?"},
		{"ownerOfRequests", ownerOfRequests, "Owner of the loft requests that Rosa replace the shower head on Monday.",
			"the loft: please have Rosa replace the shower head on Monday."},
		{"ownerOfRequests", ownerOfRequests, "Owner of the loft would like to know when the clean is.", "Owner of the loft would like to know when the clean is."},
		{"withoutAwayReason", withoutAwayReason, "have Rosa come at 3 tomorrow instead of 1, as the Harringtons will be out until then.",
			"have Rosa come at 3 tomorrow instead of 1."},
		{"withoutAwayReason", withoutAwayReason, "book Rosa at 3 tomorrow, as the Harringtons will be out until then.", "book Rosa at 3 tomorrow, as the Harringtons will be out until then."},
		{"proSaidTime", func(m string) string { return proSaidTime(m, names, places, nil) },
			"wait carl cant do 1 at the loft today he said 3 works?? switch it pls", "move carl's job at 1 at the loft today to 3"},
		{"proSaidTime", func(m string) string { return proSaidTime(m, names, places, nil) },
			"carl cant do 1 at the loft today, he said 3 works", "carl cant do 1 at the loft today, he said 3 works"},
		{"proSaidTime", func(m string) string { return proSaidTime(m, names, places, nil) },
			"Morning! Rosa says she can only get to Pelican at 12 tomorrow, not half ten. Guests are out at 10 anyway so no stress, can you shift her?",
			"move Rosa's job at Pelican tomorrow at half ten to 12"},
		{"proSaidTime", func(m string) string { return proSaidTime(m, names, places, nil) },
			"Rosa says she can only get to Pelican at 12 tomorrow, not half ten. Also book a restock there, can you shift her?",
			"Rosa says she can only get to Pelican at 12 tomorrow, not half ten. Also book a restock there, can you shift her?"},
		{"proSaidTime", func(m string) string { return proSaidTime(m, names, places, nil) },
			"Power cut from 12 on Friday in Pelican so Carl can't test the inverter at 1 lol. Move him to 3 rather",
			"move Carl's job at 1 on Friday at Pelican to 3"},
		{"proSaidTime", func(m string) string { return proSaidTime(m, names, places, nil) },
			"Carl can't make it to the loft at 1. Move him to 3 rather", "Carl can't make it to the loft at 1. Move him to 3 rather"},
		{"noteNow", func(m string) string { return noteNow(m, names) },
			"oh also carl at the loft next tues, its not the disposal anymore lol its the kitchen faucet dripping. can u update the note so he brings the right stuff",
			"add a note to carl's job at the loft next tues: it's the kitchen faucet dripping, not the disposal"},
		{"noteNow", func(m string) string { return noteNow(m, names) },
			"the guests at the loft next tues, its not the disposal anymore its the faucet. can u update the note",
			"the guests at the loft next tues, its not the disposal anymore its the faucet. can u update the note"},
	}
	office := &session{pros: []*steward.Pro{{Name: "Cool Breeze Air Conditioning", Active: true}, {Name: "Rosa Diaz", Active: true}}}
	tests = append(tests, []struct {
		reader  string
		read    func(string) string
		in, out string
	}{
		{"confirmStay", office.confirmStay, "Please confirm the Castellanos' arrival date and check-in time at the loft.",
			"When do the Castellanos arrive at the loft?"},
		{"confirmStay", office.confirmStay, "Please confirm Rosa's arrival time at the loft.", "Please confirm Rosa's arrival time at the loft."},
		{"provideContact", office.provideContact, "Please provide the phone number for Cool Breeze Air Conditioning; the owner would like to call them.",
			"What's the phone number for Cool Breeze Air Conditioning?"},
		{"provideContact", office.provideContact, "Please provide the phone number for the loft's gate.", "Please provide the phone number for the loft's gate."},
		{"guestsCleared", office.guestsCleared, "Book Rosa at the loft on Friday at 10 - confirmed with the guests.",
			"Book Rosa at the loft on Friday at 10, the guests agreed."},
		{"guestsCleared", office.guestsCleared, "Book Rosa at the loft on Friday at 10, confirmed with Rosa.", "Book Rosa at the loft on Friday at 10, confirmed with Rosa."},
		{"sendProNow", office.sendProNow, "The AC at the loft is blowing warm air. Please dispatch Cool Breeze at the earliest.",
			"The AC at the loft is blowing warm air, please send Cool Breeze asap."},
		{"sendProNow", office.sendProNow, "The loft looks great. Please dispatch Cool Breeze at the earliest.", "The loft looks great. Please dispatch Cool Breeze at the earliest."},
	}...)
	for _, tt := range tests {
		if got := tt.read(tt.in); got != tt.out {
			t.Errorf("%s(%q)\n got %q\nwant %q", tt.reader, tt.in, got, tt.out)
		}
	}
}

// TestReasonClauses checks the readers of a clause that only says why
// (asides.go, parse.go's whyAsked): each with a clause it reads as a
// reason and one that asks for something.
func TestReasonClauses(t *testing.T) {
	s := &session{pros: []*steward.Pro{{Name: "Fernanda Lima"}, {Name: "Magic Clean Services"}}}
	for _, c := range []struct {
		clause string
		want   bool
	}{
		{"Fernanda is booked monday", true},
		{"fernanda's busy that day", true},
		{"Magic is all booked up", true},
		{"Fernanda is booked monday, can you move it", false},
		{"the Garcias are booked monday", false},
	} {
		if got := s.proBusy(tokenize(c.clause)); got != c.want {
			t.Errorf("proBusy(%q) = %v, want %v", c.clause, got, c.want)
		}
	}
	for _, c := range []struct {
		clause string
		want   bool
	}{
		{"I want to fix it before friday", true},
		{"need to know for towels", true},
		{"I want to move it to friday", false},
		{"wanna fix it, can you put Dee on it", false},
	} {
		if got := whyAsked(tokenize(c.clause)); got != c.want {
			t.Errorf("whyAsked(%q) = %v, want %v", c.clause, got, c.want)
		}
	}
}

// TestGermanHandoverReaders checks the readers of a German host's
// hand-overs and moves (handover.go): "… Petra shall do, not Sauber
// GmbH", "there is nobody yet. Frau Lang shall do it", "she comes first
// on Wednesday … and not already on Tuesday"; each with a phrasing left
// alone.
func TestGermanHandoverReaders(t *testing.T) {
	s := &session{pros: []*steward.Pro{{Name: "Fernanda Lima", Active: true}, {Name: "Magic Clean Services", Active: true}}, now: time.Date(2026, 3, 4, 14, 0, 0, 0, time.UTC)}
	for _, c := range []struct{ in, out string }{
		{"Please cancel the restock. And the cleaning before the family Richter on Friday Fernanda shall do, not Magic Clean Services.",
			"Please cancel the restock. put Fernanda Lima on the cleaning before the family Richter on Friday instead of Magic Clean Services."},
		{"For the inspection of the roof on 12.03. there is nobody yet. Frau Lima shall do it please.", "put Fernanda Lima on the inspection of the roof on 12.03."},
		{"The cleaning on Friday we shall do ourselves.", "The cleaning on Friday we shall do ourselves."},
		{"The cleaning on Friday Fernanda shall do?", "The cleaning on Friday Fernanda shall do?"},
	} {
		if got := proShallDo(c.in, s.pros); got != c.out {
			t.Errorf("proShallDo(%q)\n got %q\nwant %q", c.in, got, c.out)
		}
	}
	for _, c := range []struct{ in, out string }{
		{"Frau Lima has called, she comes to the loft first on Wednesday, the 11.03., at the same time and not already on Tuesday. Please change it.",
			"move Lima's visit at the loft on 10.3. to Wednesday, the 11.03., at the same time. Please change it."},
		{"Fernanda has called, she comes to the loft first on Wednesday.", "Fernanda has called, she comes to the loft first on Wednesday."},
	} {
		if got := s.proComesFirstOn(c.in); got != c.out {
			t.Errorf("proComesFirstOn(%q)\n got %q\nwant %q", c.in, got, c.out)
		}
	}
}

// TestAskedOfPronoun checks the sentence after "? And …" that asks work of
// the pro just named (a part of its own in clauses), and phrasings that
// only report what the pro said.
func TestAskedOfPronoun(t *testing.T) {
	for in, want := range map[string]bool{
		"while he's out that way, could he look at the dripping outdoor spigot at the condo on Thursday at 1?": true,
		"I was wondering if he could also look at the furnace at the cabin on Monday the 9th at 11.":           true,
		"could she please restock the loft after?":                                                             true,
		"he said he could look at it next week.":                                                               false,
		"I'm not sure if he could make it before noon.":                                                        false,
		"the guests could use more towels.":                                                                    false,
	} {
		if got := askedOfPronoun(strings.Fields(in)); got != want {
			t.Errorf("askedOfPronoun(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestWithoutHold checks that a clause holding a change back ("just
// asking, don't change anything yet") is taken out and reported, and that
// a request with "don't cancel it" is left alone.
func TestWithoutHold(t *testing.T) {
	for in, want := range map[string]string{
		"Do you know if the 3/14 turnover could be moved to noon? Just asking, don't change anything yet.": "Do you know if the 3/14 turnover could be moved to noon?",
		"could the clean move to 11? hypothetically":                                                       "could the clean move to 11?",
		"move the clean to 11, don't cancel it":                                                            "",
	} {
		got, held := withoutHold(in)
		if want == "" {
			if held || got != in {
				t.Errorf("withoutHold(%q) = %q, %v; want it left alone", in, got, held)
			}
		} else if !held || got != want {
			t.Errorf("withoutHold(%q) = %q, %v; want %q, true", in, got, held, want)
		}
	}
}

// TestSouthernReaders checks southern.go's readers: "directly" said of
// someone sent, a note put on a job, and the pro said to have the job.
func TestSouthernReaders(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"get Ricky up there directly, the Bakers come at 4", true},
		{"send someone over directly", true},
		{"they can call me directly", false},
		{"have Lorena clean directly after the Bakers leave", false},
	} {
		if got := sentDirectly(tokenize(tc.in)); got != tc.want {
			t.Errorf("sentDirectly(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"put on the big house job that the garbage disposal is humming too", "the garbage disposal is humming too"},
		{"put on Dwayne's job at Mama's cabin that the thermostat is blank", "the thermostat is blank"},
		{"put the big house on the list", ""},
		{"the garbage disposal at the big house is humming", ""},
	} {
		if got := putOnJobNote(tc.in); got != tc.want {
			t.Errorf("putOnJobNote(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	toks := tokenize("Mountain Maids has the restock but let Tammy do it instead")
	toks[0].used, toks[1].used, toks[7].used = true, true, true // (the names, as parse marks them)
	if !holdsJob(toks, 0) || holdsJob(toks, 7) {
		t.Errorf("holdsJob: want the maids (at 0) to hold the job, not Tammy (at 7): %v", toks)
	}
}

// TestDispatchShort checks the dispatcher's shorthand read as plain words
// (dispatchshort.go), and phrasings it must leave alone.
func TestDispatchShort(t *testing.T) {
	mv := "Mountain View"
	s := &session{pros: []*steward.Pro{{Name: "Ray Jaramillo", Active: true}}}
	coded := &session{addrs: []*steward.Address{{Nickname: &mv}}}
	tests := []struct {
		s       *session
		in, out string
	}{
		{s, "mv all fri jobs @ sloans +1h", "move all fri jobs @ sloans 1 hour later"},
		{s, "mv all 3/12 jobs @ baker -30m", "move all 3/12 jobs @ baker 30 minutes earlier"},
		{coded, "MV cln tmrw", "MV cln tmrw"}, // a property's code, never a move
		{s, "J#25 -> tmrw 1100", "job 25 -> tmrw 1100"},
		{s, "unit #4 -> tmrw 1100", "unit #4 -> tmrw 1100"},
		{s, "correction: 1300 not 1200", "make it 1300 instead of 1200"},
		{s, "lohi turn 1300, not 1200", "lohi turn 1300 instead of 1200"},
		{s, "lohi turn 1300 not 12", "lohi turn 1300 not 12"},
		{s, "new res: SLOANS 3/12-3/14, guest Hoffman x2", "new res: SLOANS 3/12-3/14, guest Hoffman, 2 guests"},
		{s, "lohi rstk tmrw, towels x2", "lohi rstk tmrw, towels x2"},
		{s, "alvarez party @ rino now 4 not 3", "alvarez party @ rino now 4 guests not 3"},
		{s, "they added a cousin, fyi airbnb msg recieved 0640", "they added a cousin"},
		{s, "RJ sched tmrw?", "what does RJ have tmrw?"},
		{s, "lohi sched tmrw?", "lohi sched tmrw?"},
	}
	for _, tc := range tests {
		if got := tc.s.readDispatchShort(tc.in); got != tc.out {
			t.Errorf("readDispatchShort(%q) = %q, want %q", tc.in, got, tc.out)
		}
	}
	if got := plusAsYes("+ turn after co, MR", nil); got != "+ turn after co, MR" {
		t.Errorf("plusAsYes with no offer = %q, want it unchanged", got)
	}
}

// TestPlatformPasteHelpers checks the small readers of platformpaste.go:
// an hour a guest asks for, the clock said back, a first name spelled as
// the guest's, the host's pronouns spelled as the guest and a paste sent
// alone told from the host's own words.
func TestPlatformPasteHelpers(t *testing.T) {
	hours := []struct {
		said string
		h, m int
		ok   bool
	}{
		{"12", 12, 0, true}, {"1", 13, 0, true}, {"9pm", 21, 0, true}, {"11", 11, 0, true},
		{"noon", 12, 0, true}, {"12:30pm", 12, 30, true}, {"12am", 0, 0, true}, {"13", 0, 0, false},
	}
	for _, c := range hours {
		if h, m, ok := platHour(c.said); h != c.h || m != c.m || ok != c.ok {
			t.Errorf("platHour(%q) = %d, %d, %v; want %d, %d, %v", c.said, h, m, ok, c.h, c.m, c.ok)
		}
	}
	if got := clockSaid(13, 30); got != "1:30pm" {
		t.Errorf("clockSaid(13, 30) = %q", got)
	}
	if got := clockSaid(11, 0); got != "11am" {
		t.Errorf("clockSaid(11, 0) = %q", got)
	}
	if got := replaceWordPoss("wait when is amy's stay", "amy", "amy liu"); got != "wait when is amy liu's stay" {
		t.Errorf("replaceWordPoss = %q", got)
	}
	if got := replaceWordPoss("when is amyra here", "amy", "amy liu"); got != "when is amyra here" {
		t.Errorf("replaceWordPoss changed another word: %q", got)
	}
	if got := platSpellPron("cancel her stay and the restock for her", "amy liu"); got != "cancel amy liu's stay and the restock for amy liu" {
		t.Errorf("platSpellPron = %q", got)
	}
	alone := map[string]bool{
		"Reservation confirmed (Airbnb): Tom Becker · The Capitola Flat · Thu, Mar 12 – Sat, Mar 14 · 3 guests": true,
		"Guest message (VRBO) — Erik: Hey, settling in fine":                                                    true,
		"Review (Airbnb) from Chris ★★★★★\n\"Magical little place\"":                                            true,
		"message kenji: bring towels":               false,
		"Guest message (Airbnb) — Priya: hi\n\nyes": false,
	}
	for text, want := range alone {
		if got := platPasteAlone(text); got != want {
			t.Errorf("platPasteAlone(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestBaltimoreMultiPartReaders(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"new nurse at federal hill doesnt get in till monday.", true},
		{"the reyes won't move in until the 9th", true},
		{"the new nurse wont arrive until monday, so push the restock", true},
		{"the heat at the Canton house doesnt come on till noon", false},
		{"the dryer doesn't work", false},
	} {
		if got := arrivalNotUntil(tokenize(tc.in)); got != tc.want {
			t.Errorf("arrivalNotUntil(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"Mrs Alvarez is at her daughters in Philly the whole week of the 9th, cancel her annual inspection and ill rebook it when shes back",
			"cancel Mrs Alvarez's annual inspection and ill rebook it when shes back"},
		{"the Okafors are in Florida all next week, push their gutters to the 18th same time", "push the Okafors's gutters to the 18th same time"},
		{"Mrs Alvarez is at her daughters the week of the 9th, cancel the inspection", "Mrs Alvarez is at her daughters the week of the 9th, cancel the inspection"},
		{"Mrs Alvarez is at her daughters in Philly the whole week of the 9th", "Mrs Alvarez is at her daughters in Philly the whole week of the 9th"},
	} {
		if got := tenantAwayThenJob(tc.in); got != tc.want {
			t.Errorf("tenantAwayThenJob(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	p := request{Kind: kindSchedule, AddressID: 3, Service: "maintenance"}
	if q, ok := noteForPendingBooking(p, request{Kind: kindEdit, AddressID: 3, SetNotes: "the Okafors have a dog"}); !ok || q.SetNotes != "the Okafors have a dog" {
		t.Errorf("noteForPendingBooking: want the note kept with the booking, got %v %q", ok, q.SetNotes)
	}
	if _, ok := noteForPendingBooking(p, request{Kind: kindEdit, AddressID: 3, SetNotes: "gate code 1712", When: &When{HasDate: true}}); ok {
		t.Errorf("noteForPendingBooking: a note with a day of its own names another job")
	}
	if _, ok := noteForPendingBooking(p, request{Kind: kindEdit, AddressID: 6, SetNotes: "gate code 1712"}); ok {
		t.Errorf("noteForPendingBooking: a note at another place is not the booking's")
	}
}

func TestForJobPutThat(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"For the gutter guy at Fells Point monday - the back gate sticks, he has to lift it up to get it open. put that on his job so he doesnt call me",
			"add a note to the gutter guy at Fells Point monday that the back gate sticks, he has to lift it up to get it open"},
		{"for the painting at the basement apt - use the eggshell in the closet, add that to his job please",
			"add a note to the painting at the basement apt that use the eggshell in the closet"},
		{"for the painting at the basement apt - move it to friday", "for the painting at the basement apt - move it to friday"},
	} {
		if got := forJobPutThat(tc.in); got != tc.want {
			t.Errorf("forJobPutThat(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestRestockAsked(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"kenji to stock the treehouse tmrw at 1 before megan gets in, she asked for oat milk", true},
		{"restock seabright friday at 2, the nguyens requested extra beach towels", true},
		{"restock the cabin, they would like firewood", true},
		{"restock the treehouse tmrw at 1, megan asked for it early", false},
		{"restock the treehouse tmrw, megan asked for a clean too", false},
		{"restock the treehouse tmrw, megan asked for us to come early", false},
		{"restock the treehouse tmrw at 1", false},
	} {
		if got := restockAsked(tokenize(tc.in)); got != tc.want {
			t.Errorf("restockAsked(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestAwayThenTakes(t *testing.T) {
	sat := &When{HasDate: true, Year: 2026, Month: 3, Day: 7}
	out := awayThenTakes([]request{
		{Kind: kindEdit, FromPro: 7, When: sat, rawText: "marisol's out saturday, family thing."},
		{Kind: kindEdit, ProID: 9, AddressID: 2, rawText: "kenji can do the point house turnover instead"},
	})
	if len(out) != 1 || out[0].When == nil || out[0].When.Day != 7 || out[0].FromPro != 7 || out[0].ProID != 9 {
		t.Errorf("awayThenTakes: want one edit on the 7th from pro 7 to pro 9, got %+v", out)
	}
	out = awayThenTakes([]request{
		{Kind: kindEdit, FromPro: 7, When: sat, rawText: "marisol's out saturday."},
		{Kind: kindEdit, ProID: 9, AddressID: 2, When: &When{HasDate: true, Year: 2026, Month: 3, Day: 16}, rawText: "kenji can do the point house turnover on the 16th instead"},
	})
	if len(out) != 2 {
		t.Errorf("awayThenTakes: a day of its own keeps both parts, got %+v", out)
	}
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"marisol's out saturday family thing", true},
		{"kasias off on the 13th", true},
		{"marisol is out friday", true},
		{"ray out today pls", false},
		{"marisol's off fri thru sun for the quince", false},
		{"take marisol off saturday", false},
		{"marisols out 2 days", false},
	} {
		toks := tokenize(tc.in)
		end := slices.IndexFunc(toks, func(t token) bool { return t.s == "out" || t.s == "off" })
		if got := offOnDay(toks, end); got != tc.want {
			t.Errorf("offOnDay(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestWorksInsteadMove(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"surf city texted, they cant do 1 on friday at the redwood cabin but 3 works. move it", "surf city texted, they cant do 1 on friday at the redwood cabin, move it to 3"},
		{"dom can't do 1pm monday but 3pm works, can u push it", "dom can't do 1pm monday, push it to 3pm"},
		{"they cant do 1 on friday but 3 works", "they cant do 1 on friday but 3 works"},
	} {
		if got := worksInsteadMove(tc.in); got != tc.want {
			t.Errorf("worksInsteadMove(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestProInitials checks the pros named by their initials (initials.go):
// "MHM" for Mile High Maids, "dk" for Dave Kowalski, never a word of
// messages, a lower-case murmur, a property's word or initials two pros
// share.
func TestProInitials(t *testing.T) {
	s := &session{pros: []*steward.Pro{{Name: "Mile High Maids", Active: true}, {Name: "Dave Kowalski", Active: true},
		{Name: "Oscar King", Active: true}, {Name: "Tom Baker", Active: true}, {Name: "Tina Burke", Active: true}},
		addrs: []*steward.Address{{Street: "36 W Bayaud Ave"}}}
	tests := []struct {
		msg  string
		want string // the pro's name, "" for none
	}{
		{"+ deep cln HIGHLANDS 3/11 0900 MHM", "Mile High Maids"},
		{"DK to RINO 3/9 1400", "Dave Kowalski"},
		{"dk @ lohi 3/13 1400", "Dave Kowalski"},
		{"mhm sounds good", ""},  // three letters only in capitals
		{"OK book it", ""},       // a word, never Oscar King
		{"TB @ SLOANS 3/16", ""}, // Tom Baker and Tina Burke share them
	}
	for _, tc := range tests {
		got := ""
		if m := s.proByInitials(tokenize(tc.msg)); len(m) == 1 {
			got = s.pros[m[0].index].Name
		}
		if got != tc.want {
			t.Errorf("proByInitials(%q) = %q, want %q", tc.msg, got, tc.want)
		}
	}
}

// TestDictatedHours checks the readers of an hour said as a word and run
// on (dictatedhour.go): after a day and "at" before a phrase or a name of
// its own, and after "to" in a move before a sentence of its own, the
// word is read as the hour's digits; a count or a name the number is part
// of leaves the word as it is.
func TestDictatedHours(t *testing.T) {
	for _, tc := range []struct {
		in, word string
		hour     bool
	}{
		{"pressure washed monday the sixteenth at nine Don Chuy can do it", "nine", true},
		{"inspect la casita on the tenth at two the insurance wants it", "two", true},
		{"stock it the same day at three my cousin is coming", "three", true},
		{"move her to twelve she has a funeral", "twelve", true},
		{"book wes at kane creek a week from today at ten for the sticky slider", "ten", true},
		{"the tenth at two for four nights", "two", false},
		{"book the cabin friday at one of the gates", "one", false},
		{"the delgados on the thirteenth at two people", "two", false},
		{"sat at two rivers: tammy's turnover at noon", "two", false},
		{"meet me friday at Two Rivers lodge", "two", false},
	} {
		got := false
		for _, tk := range tokenize(tc.in) {
			if strings.EqualFold(tk.raw, tc.word) {
				got = isDigits(tk.s)
			}
		}
		if got != tc.hour {
			t.Errorf("tokenize(%q): %q read as an hour = %v, want %v", tc.in, tc.word, got, tc.hour)
		}
	}
}

// TestLongTermTenantReaders checks the readers of a landlord's long-term
// tenants (moveout.go, workshift.go, newtenant.go, longstay.go).
func TestLongTermTenantReaders(t *testing.T) {
	for _, tc := range []struct {
		name    string
		read    func(string) string
		in, out string
	}{
		{"moveOutAsked", moveOutAsked, "when does Tom Kowalski move out again? i forget", "when does Tom Kowalski check out again? i forget"},
		{"moveOutAsked", moveOutAsked, "when is Keisha moving out", "when is Keisha check out"},
		{"moveOutAsked", moveOutAsked, "when's the nurse in 3B out", "when's the nurse in 3B checking out"},
		{"moveOutAsked", moveOutAsked, "when Kowalski moves out have Rosa do a deep clean", "when Kowalski moves out have Rosa do a deep clean"},
		{"moveOutAsked", moveOutAsked, "when is the cleaner moving out the old couch", "when is the cleaner moving out the old couch"},
		{"workShift", workShift, "priya says the toilet is overflowing, shes on shift at 3 - need somebody", "priya says the toilet is overflowing, busy - need somebody"},
		{"workShift", workShift, "Keisha is working a night shift right before she leaves", "Keisha busy right before she leaves"},
		{"workShift", workShift, "shift the 3B turnover to 1pm", "shift the 3B turnover to 1pm"},
		{"newTenant", newTenant, "New nurse for 3B - Jasmine Ortiz, from the 16th thru June 14", "new guest for 3B - Jasmine Ortiz, from the 16th thru June 14"},
		{"newTenant", newTenant, "got a new tenant at unit 2: Sam Lee, april 1 to sept 30", "got a new guest at unit 2: Sam Lee, april 1 to sept 30"},
		{"newTenant", newTenant, "the new tenant at unit 2 says the sink leaks", "the new tenant at unit 2 says the sink leaks"},
	} {
		if got := tc.read(tc.in); got != tc.out {
			t.Errorf("%s(%q) = %q, want %q", tc.name, tc.in, got, tc.out)
		}
	}
	day := func(d int) time.Time { return time.Date(2026, 3, d, 15, 0, 0, 0, time.UTC) }
	if longStay(&steward.Reservation{CheckIn: day(1), CheckOut: day(5)}) || !longStay(&steward.Reservation{CheckIn: day(1), CheckOut: day(31)}) ||
		longStay(&steward.Reservation{CheckIn: day(1), CheckOut: day(15)}) || longStay(nil) {
		t.Errorf("longStay: want 4 and 14 nights short, 30 nights long")
	}
}

func TestDispatchPlusAndArrowSwap(t *testing.T) {
	for _, c := range []struct {
		fields string
		want   bool
	}{
		{"+ rstk 3/16 1300 MR", true},
		{"+ cln baker 3/16 1000 JT", true},
		{"+ MR", false},
		{"+ 2 more guests tonight", false},
	} {
		if got := plusItem(strings.Fields(c.fields)); got != c.want {
			t.Errorf("plusItem(%q) = %v, want %v", c.fields, got, c.want)
		}
	}
	for _, c := range []struct {
		prev, next string
		want       bool
	}{
		{"MR.", "give", true},
		{"MR.", "+", true},
		{"Mr.", "give", false},
		{"MR.", "Tate", false},
	} {
		if got := capsCode(c.prev, c.next); got != c.want {
			t.Errorf("capsCode(%q, %q) = %v, want %v", c.prev, c.next, got, c.want)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"+ rstk wash pk 3/9 1400, pro TBD (will confirm EOD)", "+ rstk wash pk 3/9 1400"},
		{"+ cln rino 3/17 1000, crew tba", "+ cln rino 3/17 1000"},
		{"lohi rstk tmrw, pro TBD", "lohi rstk tmrw, pro TBD"}, // no "+" booking: left to tbdRe
	} {
		if got := plusAsides(c.in); got != c.want {
			t.Errorf("plusAsides(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	names := map[string]bool{"mr": true, "jt": true}
	for _, c := range []struct{ in, want string }{
		{"wash pk turn sun: MR -> JT and 1000 -> 1030", "wash pk turn sun: give it to JT instead of MR and move it from 1000 to 1030"},
		{"unassigned cleanup: lohi rstk tmrw -> MR, rino turn 3/13 -> JT", "lohi rstk tmrw -> MR, rino turn 3/13 -> JT"},
		{"sloans cln tmrw 1000 -> 0800 pls", "sloans cln tmrw 1000 -> 0800 pls"},
	} {
		if got := arrowSwap(c.in, names); got != c.want {
			t.Errorf("arrowSwap(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestSlangPetForms checks the Australian pet forms made from a name
// (aussienames.go) and the day a job cannot wait for (waitless.go).
func TestSlangPetForms(t *testing.T) {
	for _, c := range []struct {
		form, name string
		cap, want  bool
	}{
		{"dazza", "darren", false, true}, {"daz", "darren", false, true}, {"shaz", "sharon", false, true},
		{"shazza", "sharon", false, true}, {"robbo", "robertson", false, true}, {"davo", "david", false, true},
		{"tommy", "tom", true, true}, {"tommy", "tom", false, false}, {"arvo", "arvid", false, false},
		{"hello", "helen", false, false}, {"sorry", "sorensen", true, false}, {"darren", "darren", false, false},
		{"bec", "rebecca", false, false},
	} {
		if got := isSlangForm(c.form, c.name, c.cap); got != c.want {
			t.Errorf("isSlangForm(%q, %q, %v) = %v, want %v", c.form, c.name, c.cap, got, c.want)
		}
	}
	for _, c := range []struct {
		msg  string
		want bool
	}{
		{"can't wait till tomorrow, send Luis today", true},
		{"it won't wait until monday", true},
		{"the guests wait till tomorrow", false},
		{"book it till tomorrow", false},
	} {
		toks := tokenize(c.msg)
		i := slices.IndexFunc(toks, func(t token) bool { return t.s == "tomorrow" || t.s == "monday" })
		if got := cannotWaitFor(toks, i); got != c.want {
			t.Errorf("cannotWaitFor(%q) = %v, want %v", c.msg, got, c.want)
		}
	}
}
func TestFactAsidesAndWhoOfStay(t *testing.T) {
	for _, tc := range []struct{ in, out string }{
		{"need a cleaning at the Okafors on the 18th at 10, they're paying me back for it, in-laws coming", "need a cleaning at the Okafors on the 18th at 10, in-laws coming"},
		{"book a restock at 3B friday at 2, the owner is covering it", "book a restock at 3B friday at 2"},
		{"have Beto flush the water heater at la casita friday at one while nobody is there", "have Beto flush the water heater at la casita friday at one"},
		{"pay Rosa back for the towels she bought", "pay Rosa back for the towels she bought"},
		{"they're paying me back for it", "they're paying me back for it"},
	} {
		if got := dropFactAsides(tc.in); got != tc.out {
			t.Errorf("dropFactAsides(%q) = %q, want %q", tc.in, got, tc.out)
		}
	}
	for _, tc := range []struct {
		in        string
		stay, who bool
	}{
		{"who is leaving the riverwalk condo el viernes and what time", true, false},
		{"whos checking out of the king william house tomorrow", true, false},
		{"who is checking the smoke detectors at 3b", false, false},
		{"who is leaving the keys for the cleaner", false, false},
		{"who is doing the King William house tomorrow after the Hernandez family leave", false, true},
		{"who is free at la casita after the kowalskis leave", false, false},
	} {
		toks := tokenize(tc.in)
		if got := whoOfStay(toks); got != tc.stay {
			t.Errorf("whoOfStay(%q) = %v, want %v", tc.in, got, tc.stay)
		}
		if got := whoDoesAfterStay(toks); got != tc.who {
			t.Errorf("whoDoesAfterStay(%q) = %v, want %v", tc.in, got, tc.who)
		}
	}
	for _, tc := range []struct{ in, out string }{
		{"move the fence job at the duplex to the next day same time", "move the fence job at the duplex a day later same time"},
		{"Don Chuy's fence job move it to the following day.", "Don Chuy's fence job move it a day later."},
		{"move the fence job to the day after the garcias leave", "move the fence job to the day after the garcias leave"},
		{"move it to the next day at 9", "move it to the next day at 9"},
	} {
		if got := nextDayMove(tc.in); got != tc.out {
			t.Errorf("nextDayMove(%q) = %q, want %q", tc.in, got, tc.out)
		}
	}
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"have dwayne put up the new mailbox", true},
		{"get sal to put up a new towel bar", true},
		{"put up the guests at fells point", false},
		{"put up a listing for the condo", false},
	} {
		toks := tokenize(tc.in)
		got := false
		for i := range toks {
			got = got || putUpWork(toks, i)
		}
		if got != tc.want {
			t.Errorf("putUpWork(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

// TestMandarinDates: a Mandarin-speaking host's dates and hours
// (mandarin.go) — "3月13日", "16号", "Sunday 15" only when the 15th is a
// Sunday, "2 o'clock afternoon".
func TestMandarinDates(t *testing.T) {
	for _, tc := range []struct{ in, out string }{
		{"3月13日 Whistler cleaning, change to Sparkle", "March 13 Whistler cleaning, change to Sparkle"},
		{"Whistler 16号 cleaning cancel", "Whistler the 16th cleaning cancel"},
		{"12号 Thursday two cleaning", "Thursday the 12th two cleaning"},
		{"Master Li Tuesday 10号 2 o'clock afternoon", "Master Li Tuesday the 10th 2 o'clock in the afternoon"},
		{"Sunday 15 Lonsdale cleaning 10 o'clock", "Sunday the 15th Lonsdale cleaning 10 o'clock"},
		{"Sunday 9 Whistler cleaning", "Sunday 9 Whistler cleaning"},         // the 9th is a Monday
		{"Sunday 10:30 Whistler cleaning", "Sunday 10:30 Whistler cleaning"}, // a time
		{"Tuesday 10 Whistler cleaning", "Tuesday 10 Whistler cleaning"},     // may be 10 o'clock
		{"Fri 3/13 inspection", "Fri 3/13 inspection"},
		{"restock friday with 2 bags rice", "restock friday with 2 bags rice"},
	} {
		if got := fromMandarinDates(tc.in, evalNow); got != tc.out {
			t.Errorf("fromMandarinDates(%q) = %q, want %q", tc.in, got, tc.out)
		}
	}
}

// TestSlashSibling checks settleSlashBySibling (slashsibling.go): a slash
// date left open is read day first only beside one read day first by a
// fact, never beside one read month first, and a lone one stays open.
func TestSlashSibling(t *testing.T) {
	today := time.Date(2026, 3, 4, 6, 0, 0, 0, time.UTC)
	tests := []struct {
		msg  string
		want bool
	}{
		{"clean it Fri 13/3 at 10 and restock it 12/3 at 2", true},
		{"clean it Mon 9/3 at 10 and restock it 10/3 at 2", true},
		{"restock 3/13 at 2 and clean 9/3 at 10", false},
		{"restock the granny flat 8/3 at 2pm", false},
		{"restock 2/5 and clean 9/3", false}, // a past reading given way is no fact
	}
	for _, tc := range tests {
		if got := msgSlashDayFirst(tc.msg, today); got != tc.want {
			t.Errorf("msgSlashDayFirst(%q) = %v, want %v", tc.msg, got, tc.want)
		}
	}
	toks := tokenize("move it to 10/3")
	orderSlashDates(toks, today)
	if !settleSlashBySibling(toks, today, true) || toks[3].s != "3/10" {
		t.Errorf("settleSlashBySibling with a day-first message: %q", toks[3].s)
	}
	toks = tokenize("move it to 10/3")
	orderSlashDates(toks, today)
	if settleSlashBySibling(toks, today, false) {
		t.Errorf("settleSlashBySibling settled a lone date")
	}
	if suf, n := partOfDay(tokenize("1 that arvo"), 1); suf != "pm" || n != 2 {
		t.Errorf(`partOfDay("that arvo") = %q, %d`, suf, n)
	}
}

// TestLightOutIsProblem: a light gone is a repair to book; a light to be
// put out is an instruction.
func TestLightOutIsProblem(t *testing.T) {
	for _, c := range []struct {
		msg  string
		want bool
	}{
		{"porch light out at highlands", true},
		{"hallway bulb blown at the cabin", true},
		{"2 floodlights burned out on the deck", true},
		{"turn the porch light out when you leave", false},
		{"pls leave the porch light on for the guests", false},
	} {
		if got := isProblem(tokenize(c.msg)); got != c.want {
			t.Errorf("isProblem(%q) = %v, want %v", c.msg, got, c.want)
		}
	}
}

// TestVoicemailReaders checks the voice-mail readers (voicemail.go): the
// framing lines, the host's line under the transcript, which host lines
// consent, the hour the pro asks for and how it is written.
func TestVoicemailReaders(t *testing.T) {
	for _, l := range []string{"Voicemail from (919) 555-0164, 0:38:", "Transcription beta: confidence low", "Voice memo 9:02 AM:", "voicemail:"} {
		if !vmHeaderRe.MatchString(l) {
			t.Errorf("vmHeaderRe does not match %q", l)
		}
	}
	for _, l := range []string{"voicemail from marcus says he is late, move him to 3", "the transcription was wrong, move it to 3pm."} {
		if vmHeaderRe.MatchString(l) {
			t.Errorf("vmHeaderRe matches %q", l)
		}
	}
	if m := vmFwdRe.FindStringSubmatch("fwd from Marcus:"); m == nil || m[1] != "Marcus" {
		t.Errorf("vmFwdRe(fwd from Marcus:) = %q", m)
	}
	for _, l := range []string{"^ thats fine change it", "sure move him", "ok w me, change it", "yes do 12:30", "^ put them on it", "^ book him", "fine by me pls move it"} {
		if !vmHostRe.MatchString(l) {
			t.Errorf("vmHostRe does not match %q", l)
		}
	}
	for _, l := range []string{"^ so cancel it I guess?", "tell him no", "can he do 2 instead?", "no", "^ not sure, what do you think"} {
		if vmHostRe.MatchString(l) {
			t.Errorf("vmHostRe matches %q", l)
		}
	}
	for _, c := range []struct{ msg, body, line string }{
		{"hi it's Kesha could I come at eleven instead of ten\n\n^ thats fine change it", "hi it's Kesha could I come at eleven instead of ten", "thats fine change it"},
		{"hi it's Kesha could I come at eleven instead of ten\r\n\r\nsure move her", "hi it's Kesha could I come at eleven instead of ten", "sure move her"},
		{"hi it's Kesha could I come at eleven instead of ten\n^ ok", "hi it's Kesha could I come at eleven instead of ten", "ok"},
		{"hi it's Kesha could I come at eleven instead of ten", "", ""},
		{"hi it's Kesha\n\nthe dishwasher at the lake house is leaking again and the guests arrive friday so someone has to look", "", ""},
		{"hi it's Kesha\n\nfine\nbut ask her first", "", ""},
	} {
		body, line, ok := splitHostLine(c.msg)
		if body != c.body || line != c.line || ok != (c.line != "") {
			t.Errorf("splitHostLine(%q) = %q, %q, %v; want %q, %q", c.msg, body, line, ok, c.body, c.line)
		}
	}
	job := time.Date(2026, 3, 9, 10, 0, 0, 0, time.UTC)
	toks := tokenize("could I come earlier 8:30 instead of 10 I got another call")
	if day, hour := vmNewWhen(toks, readDates(toks, evalNow, time.UTC), job); day != nil || hour == nil || hour.Hour != 8 || hour.Minute != 30 {
		t.Errorf("vmNewWhen(8:30 instead of 10) = %v, %v", day, hour)
	}
	toks = tokenize("could I come at 3 instead of 1 oclock")
	if _, hour := vmNewWhen(toks, readDates(toks, evalNow, time.UTC), job); hour != nil {
		t.Errorf("vmNewWhen(3 instead of 1) for a job at 10 = %v, want none", hour)
	}
	for _, tc := range []struct {
		h, m int
		want string
	}{{15, 0, "3pm"}, {8, 30, "8:30am"}, {12, 30, "12:30pm"}, {3, 0, "3pm"}} {
		if got := vmClock(tc.h, tc.m); got != tc.want {
			t.Errorf("vmClock(%d, %d) = %q, want %q", tc.h, tc.m, got, tc.want)
		}
	}
}

// TestVoicemailTakes checks vmTakesJob: a pro taking a job, not a look.
func TestVoicemailTakes(t *testing.T) {
	if !vmTakesJob(tokenize("we can take the turnover at the lake house")) {
		t.Errorf("vmTakesJob(take the turnover) = false")
	}
	if vmTakesJob(tokenize("I can take a look at the sink monday")) {
		t.Errorf("vmTakesJob(take a look) = true")
	}
}

// TestVoiceReport checks the reader of a forwarded voice-mail transcript
// and the host's line after it (voicereport.go): the split words of a
// property's name joined, a line sending a pro at once, a bare cancel
// naming the transcript's job, and what it leaves alone.
func TestVoiceReport(t *testing.T) {
	ctx := context.Background()
	m, _, err := memEvalFixture(ctx, evalCase{Fixture: "raleigh"})
	if err != nil {
		t.Fatal(err)
	}
	e := m.engine()
	s := &session{e: e, ctx: steward.NewContextWithActor(ctx, steward.ActorAssistant), acct: 1, now: e.Clock.Now(), byAddr: map[int64]*steward.Address{}}
	if s.addrs, err = e.Addresses.FindAddresses(s.ctx, 1); err != nil {
		t.Fatal(err)
	}
	if s.pros, err = e.Pros.FindPros(s.ctx, 1); err != nil {
		t.Fatal(err)
	}
	joins := []struct{ in, out string }{
		{"the heat stopped at the oak wood bungalow", "the heat stopped at the oakwood bungalow"},
		{"hi it's Raj at the Glen wood loft", "hi it's Raj at the Glenwood loft"},
		{"the oak tree by the wood pile fell", "the oak tree by the wood pile fell"},
	}
	for _, c := range joins {
		if got := s.joinSplitPlaceWords(c.in); got != c.out {
			t.Errorf("joinSplitPlaceWords(%q) = %q, want %q", c.in, got, c.out)
		}
	}
	report := "Voicemail from (919) 555-0167, 0:41:\nhi Dana Brenda um about the chapel hill permit inspection on the eleventh they said your permit's good so you probably don't need me for that one bye"
	reads := []struct{ in, out string }{
		{report + "\n\n^ so cancel it I guess?", "cancel Brenda's inspection at Chapel Hill Cottage on the eleventh?"},
		{"hi this is Dee Brooks we're checking in Friday at the Oakwood so don't worry about stocking anything for us thanks\n\n^ cancel fri restock then",
			"cancel the fri restock at Oakwood Bungalow"},
		{"hey it's DeShawn the HOA guy at the Carrie townhouse already swapped out that fan so you don't need me Monday\n\ncancel pls",
			"cancel DeShawn's job at Cary Townhouse Monday"},
		{"hi this is Raj at the Glenwood loft water is leaking through the kitchen ceiling please call back\n\n^ get Marcus there NOW",
			"hi this is Raj at the Glenwood loft water is leaking through the kitchen ceiling, send Marcus asap"},
		{"hi it's Shonda with tidy triangle the back door window at the duplex is broken there's glass all over\n\n^ Gary right away",
			"hi it's Shonda with  the back door window at the duplex is broken there's glass all over, send Gary asap"},
		// Two places: which job is asked.
		{"hey it's Keisha I'm sick so I can't do the duplex turnover or the glenwood one sorry about that\n\ncancel pls", "cancel pls"},
		// Not a pro of the account, a line of its own, a short message: left alone.
		{"hi this is Anh at the oakwood bungalow the kitchen sink is leaking under the cabinet again\n\n^ Tony right away",
			"hi this is Anh at the oakwood bungalow the kitchen sink is leaking under the cabinet again\n\n^ Tony right away"},
		{report + "\n\n^ cancel the lake dock job on thursday", report + "\n\n^ cancel the lake dock job on thursday"},
		{"sink leaking\n\nGary now", "sink leaking\n\nGary now"},
	}
	for _, c := range reads {
		if got := s.readVoiceReport(c.in); got != c.out {
			t.Errorf("readVoiceReport(%q)\n = %q\nwant %q", c.in, got, c.out)
		}
	}
}

// TestVoicemailMulti checks the reader of a voice-mail's host line that
// does two things or names several of the caller's jobs (voicemulti.go):
// a note on the caller's one job, "both of those" given to another pro or
// moved keeping their hours, a line of two parts, and what it leaves to
// the others (no such job, two jobs for one note, new hours).
func TestVoicemailMulti(t *testing.T) {
	ctx := context.Background()
	m, _, err := memEvalFixture(ctx, evalCase{Fixture: "raleigh"})
	if err != nil {
		t.Fatal(err)
	}
	e := m.engine()
	s := &session{e: e, ctx: steward.NewContextWithActor(ctx, steward.ActorAssistant), acct: 1, now: e.Clock.Now(), byAddr: map[int64]*steward.Address{}}
	if s.addrs, err = e.Addresses.FindAddresses(s.ctx, 1); err != nil {
		t.Fatal(err)
	}
	if s.pros, err = e.Pros.FindPros(s.ctx, 1); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ tr, host, phone, out string }{
		{"hey this is DeShawn for the bathroom fan at the Carrie townhouse Monday where's the attic access", "^ put on his job that the hatch is in the garage", "(919) 555-0165",
			"add a note to job 36: the hatch is in the garage"},
		{"hi Dana it's Kesha I can't do the Carrie townhouse the twelfth or the fifteenth sorry", "ugh. put tidy triangle on both of those", "(919) 555-0162",
			"put Tidy Triangle Cleaning on job 42\nput Tidy Triangle Cleaning on job 45"},
		{"hey it's Gary the dock ladder out at falls lake and the gutter at the oak wood tomorrow can we push both of them to Friday same times", "yes move both", "(919) 555-0166",
			"move job 27 to March 6 at 2pm\nmove job 26 to March 6 at 10am"}, // in the account's order of places
		{"hey it's Marcus the tank at falls lake on the eleventh is fine and the duplex on the tenth the toilet is running", "^ cancel the lake one and put the toilet on his duplex job", "(919) 555-0164",
			"cancel job 40\nadd a note to job 38: the toilet"},
		// Left to the other readers, which ask.
		{"hey it's DeShawn for Monday where's the breaker panel", "^ put on his job that it's in the laundry room", "(919) 555-0165", ""},
		{"hey it's Gary the dock ladder out at falls lake and the gutter at the oak wood tomorrow can we push both of them to Friday at eleven and three", "yes move both", "(919) 555-0166", ""},
		{"hi it's Keisha I can't make the glenwood loft saturday sorry", "put tidy triangle on both of those", "(919) 555-0162", ""},
		{"hey it's Marcus the lake on the eleventh is fine", "^ cancel the lake one and put gary on his duplex job", "(919) 555-0164", ""},
		{"hey it's Marcus the lake on the eleventh is fine", "^ cancel the lake one and put the handyman on his duplex job", "(919) 555-0164", ""},
	}
	for _, c := range cases {
		got, ok := s.voicemailMulti(c.tr, c.host, c.phone, "")
		if !ok {
			got = ""
		}
		if got != c.out {
			t.Errorf("voicemailMulti(%q, %q)\n = %q\nwant %q", c.tr, c.host, got, c.out)
		}
	}
}

func TestSpeechToTextNames(t *testing.T) {
	names := []soundName{
		{word: "Oakwood", next: "bungalow"}, {word: "Bungalow", prev: "oakwood"},
		{word: "Cary", next: "townhouse"}, {word: "Townhouse", prev: "cary"},
		{word: "Brenda", next: "stancil"}, {word: "Stancil", prev: "brenda"},
		{word: "Hargrove", next: "family", guest: true}, {word: "Kowalski", guest: true}, {word: "Delgado", guest: true},
	}
	joined := []struct {
		msg, want string
	}{
		{"stay at the oak wood um", "Oakwood"},
		{"after the heart groves check out", "Hargroves"},
		{"before the cole walskis get in", "Kowalskis"},
		{"whats the door code", ""},    // no family said ("the door code": no Delgado)
		{"the heart grove family", ""}, // near in sound only said as a family, plural
		{"the oak floors", ""},
	}
	for _, tc := range joined {
		ws := words(tc.msg)
		got := ""
		for i := range ws {
			if w, ok := joinedName(ws, i, names); ok {
				got = w
			}
		}
		if got != tc.want {
			t.Errorf("joinedName(%q) = %q, want %q", tc.msg, got, tc.want)
		}
	}
	beside := []struct {
		msg, want string
	}{
		{"at the carrie townhouse monday", "Cary"},
		{"brenda stencil for the duplex", "Stancil"},
		{"carrie said the townhouse", ""}, // not beside the name's word
		{"the cary townhouse", ""},        // the name as said
	}
	for _, tc := range beside {
		ws := words(tc.msg)
		got := ""
		for i := range ws {
			if w, ok := neighbourName(ws, i, names); ok {
				got = w
			}
		}
		if got != tc.want {
			t.Errorf("neighbourName(%q) = %q, want %q", tc.msg, got, tc.want)
		}
	}
}

func TestVoiceSlips(t *testing.T) {
	for msg, want := range map[string]string{
		"wait no 12, sorry voice typing":       "wait no 12",
		"no 12 sorry autocorrect":              "no 12",
		"make it 3, oops stupid voice to text": "make it 3",
		"wait no 12, sorry the guests changed": "wait no 12, sorry the guests changed",
		"sorry voice typing":                   "sorry voice typing",
	} {
		if got := withoutSlipExcuse(msg); got != want {
			t.Errorf("withoutSlipExcuse(%q) = %q, want %q", msg, got, want)
		}
	}
	for msg, want := range map[string]string{
		"wait no twelve":              "wait no 12",
		"sorry I meant twelve thirty": "sorry I meant 12:30",
		"no, one":                     "no, 1",
		"no one is there":             "no one is there",
		"wait no twelve people":       "wait no twelve people",
	} {
		if got := spokenCorrectedHour(msg); got != want {
			t.Errorf("spokenCorrectedHour(%q) = %q, want %q", msg, got, want)
		}
	}
	for msg, want := range map[string]string{
		"monday the sixteenth at ten ish before": "monday the sixteenth at 10ish before",
		"around two-ish":                         "around 2ish",
		"ten ish people":                         "ten ish people",
	} {
		if got := spokenIsh(msg); got != want {
			t.Errorf("spokenIsh(%q) = %q, want %q", msg, got, want)
		}
	}
	for msg, want := range map[string]string{
		"tonya and her husband are gonna stay at the oakwood the 13th through the 15th put it on the calendar": "tonya and her husband are staying at the oakwood the 13th through the 15th, add it",
		"put it on the calendar":         "put it on the calendar",
		"they're gonna stay till sunday": "they're staying till sunday",
	} {
		if got := dictatedStay(msg); got != want {
			t.Errorf("dictatedStay(%q) = %q, want %q", msg, got, want)
		}
	}
	for msg, want := range map[string]bool{
		"have gary touch up the paint in the hallway": true,
		"touch up the trim":                           true,
		"get in touch with gary":                      false,
		"dont touch the thermostat":                   false,
	} {
		toks := tokenize(msg)
		got := false
		for i := range toks {
			got = got || touchUpWork(toks, i)
		}
		if got != want {
			t.Errorf("touchUpWork(%q) = %v, want %v", msg, got, want)
		}
	}
}

// TestDictatedMemoParts checks the readers of a dictated memo with several
// requests (memoparts.go): the spoken numbering, "note to self" that asks
// for a change, and a pro's job with a verb of its own after "and then".
func TestDictatedMemoParts(t *testing.T) {
	for _, c := range []struct{ in, out string }{
		{"ok two things for the loft one have marisol do a deep clean on monday at ten and two have her restock it same day at three",
			"ok two things for the loft. first, have marisol do a deep clean on monday at ten. second, have her restock it same day at three"},
		{"three things for the duplex one have keisha clean it at ten and two have marisol restock it at one and three have brenda inspect it at nine",
			"three things for the duplex. first, have keisha clean it at ten. second, have marisol restock it at one. third, have brenda inspect it at nine"},
		// ("one of the cleaners", "two towels": no request's verb)
		{"two things from the duplex one of the cleaners left a key and two towels are missing",
			"two things from the duplex one of the cleaners left a key and two towels are missing"},
		// (no spoken count: "one" is a time or "the one")
		{"move the clean to one and two have her restock", "move the clean to one and two have her restock"},
	} {
		if got := spokenCountedParts(c.in); got != c.out {
			t.Errorf("spokenCountedParts(%q) = %q, want %q", c.in, got, c.out)
		}
	}
	for _, c := range []struct{ in, out string }{
		{"note to self um the nguyens asked for a late check out so uh push their checkout to one and then move marisol's clean to one too",
			"um the nguyens asked for a late check out so uh push their checkout to one and then move marisol's clean to one too"},
		{"note to self: order coffee pods and put the patio chairs away", "note to self: order coffee pods and put the patio chairs away"},
		{"note to self call the plumber myself", "note to self call the plumber myself"},
	} {
		if got := noteToSelfAsking(c.in); got != c.out {
			t.Errorf("noteToSelfAsking(%q) = %q, want %q", c.in, got, c.out)
		}
	}
	names := map[string]bool{"brenda": true, "keisha": true}
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"Brenda's inspection that day push it to three so they're not on top of each other", true},
		{"keisha's clean on the 12th move it to 11", true},
		{"Brenda's inspection that day at three", false},
		{"the inspection that day push it to three", false},
		{"tom's inspection that day push it to three", false},
	} {
		if got := possessiveJobOwnVerb(strings.Fields(c.in), names); got != c.want {
			t.Errorf("possessiveJobOwnVerb(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestMemoStayJobsAndCarets checks the caret that points at the text above
// and the "for it" said of a stay's jobs (memoparts.go).
func TestMemoStayJobsAndCarets(t *testing.T) {
	for _, c := range []struct{ in, out string }{
		{"we need to cancel thank you\n\n^ cancel their stay", "we need to cancel thank you\n\ncancel their stay"},
		{"^^ told her yes", "told her yes"},
		{"move it to 3 ^ thanks", "move it to 3 ^ thanks"},
	} {
		if got := withoutCaretLines(c.in); got != c.out {
			t.Errorf("withoutCaretLines(%q) = %q, want %q", c.in, got, c.out)
		}
	}
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"cancel Keisha's two cleanings for it", true},
		{"cancel the two cleanings for their stay.", true},
		{"cancel the two cleanings for them", true},
		{"cancel the two cleanings for it on friday", false},
		{"book a cleaning for it", true},
	} {
		if got := stayJobsForItRe.MatchString(c.in); got != c.want {
			t.Errorf("stayJobsForItRe(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestDatedWeekdayAgain checks that a bare weekday said after the same
// weekday with its date is that date (memoparts.go).
func TestDatedWeekdayAgain(t *testing.T) {
	now := time.Date(2026, 3, 4, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct{ in, out string }{
		{"could we come Thursday the twelfth instead. move the restock to thurs same time",
			"could we come Thursday the twelfth instead. move the restock to Thursday the twelfth same time"},
		{"come Thursday the twelfth. book a clean this thurs", "come Thursday the twelfth. book a clean this thurs"},
		{"come Thursday the twelfth. move the restock to fri", "come Thursday the twelfth. move the restock to fri"},
		// (the 13th is no Thursday: left as read)
		{"come Thursday the thirteenth. move it to thurs", "come Thursday the thirteenth. move it to thurs"},
		{"Thursday the twelfth or Thursday the 19th, then thurs", "Thursday the twelfth or Thursday the 19th, then thurs"},
	} {
		if got := datedWeekdayAgain(c.in, now); got != c.out {
			t.Errorf("datedWeekdayAgain(%q) = %q, want %q", c.in, got, c.out)
		}
	}
}

// TestCrewReaders checks crew.go's readers of a cleaning company owner's
// shorthand about her crew, and near phrasings each must leave alone.
func TestCrewReaders(t *testing.T) {
	names := map[string]bool{"dave": true, "jess": true, "anita": true}
	tests := []struct {
		reader  string
		read    func(string) string
		in, out string
	}{
		{"crewSwapDays", crewSwapDays, "swap Jess and Tina's Thursdays - Jess takes the lake place", "swap Jess and Tina on Thursday - Jess takes the lake place"},
		{"crewSwapDays", crewSwapDays, "swap Jess and Tina's Thursdays from now on", "swap Jess and Tina's Thursdays from now on"},
		{"crewSwapDays", crewSwapDays, "clean the loft on thursdays", "clean the loft on thursdays"},
		{"withoutWentByErrand", withoutWentByErrand,
			"Maria swung by Dr Park's condo early to drop off supplies and the furnace is dead. Need Gary",
			"Maria swung by Dr Park's condo early and the furnace is dead. Need Gary"},
		{"withoutWentByErrand", withoutWentByErrand, "have Maria drop off supplies at the lake place and check the tub", "have Maria drop off supplies at the lake place and check the tub"},
		{"whileOtherThere", func(m string) string { return whileOtherThere(m, names) },
			"Gary should check the heat tape at the big house while Dave's there doing windows, same day and time",
			"Gary should check the heat tape at the big house same time as Dave's windows"},
		{"whileOtherThere", func(m string) string { return whileOtherThere(m, names) },
			"Could someone look at it while Anita is there on Thursday?", "Could someone look at it while Anita is there on Thursday?"},
		{"whileOtherThere", func(m string) string { return whileOtherThere(m, names) },
			"fix the dryer while the Walshes are there doing hockey", "fix the dryer while the Walshes are there doing hockey"},
		{"crewStay", crewStay,
			"the Hendersons' son Kyle and his buddies are using the cabin the 15th to the 17th for ice fishing, 4 of them, put it on the calendar",
			"Kyle is staying at the cabin from the 15th to the 17th, 4 guests"},
		{"crewStay", crewStay, "Kyle and his buddies are using the cabin the 15th to the 17th", "Kyle and his buddies are using the cabin the 15th to the 17th"},
		{"crewStay", crewStay, "he and his buddies are using the cabin the 15th to the 17th, put it on the calendar", "he and his buddies are using the cabin the 15th to the 17th, put it on the calendar"},
	}
	for _, tc := range tests {
		if got := tc.read(tc.in); got != tc.out {
			t.Errorf("%s(%q) = %q, want %q", tc.reader, tc.in, got, tc.out)
		}
	}
	for _, c := range []struct {
		msg  string
		i    int
		want bool
	}{
		{"put crew b on the big house turn the 15th", 7, true},
		{"turn the heat up the 15th", 0, false},
	} {
		if got := turnBeforeDate(tokenize(c.msg), c.i) && c.i > 0; got != c.want {
			t.Errorf("turnBeforeDate(%q, %d) = %v, want %v", c.msg, c.i, got, c.want)
		}
	}
	for _, c := range []struct {
		msg  string
		want bool
	}{
		{"and have Tina turn it the morning they leave", true},
		{"have Tina turn it off at the lake place", false},
		{"and have Crew B turn it the morning they leave", true},
	} {
		toks := tokenize(c.msg)
		i := slices.IndexFunc(toks, func(t token) bool { return t.s == "turn" })
		if got := turnItVerb(toks, i); got != c.want {
			t.Errorf("turnItVerb(%q) = %v, want %v", c.msg, got, c.want)
		}
	}
	for _, c := range []struct {
		msg  string
		want bool
	}{
		{"put Jess on the big house clean friday too", true},
		{"stick Tina on it as well", true},
		{"give the Sandpiper turnover Saturday to Tammy, and the restock after it too", false},
		{"move the turnover to sunday as well and give it to rosa", false},
	} {
		if got := alsoPro(c.msg); got != c.want {
			t.Errorf("alsoPro(%q) = %v, want %v", c.msg, got, c.want)
		}
	}
	if !crewPay(tokenize("can you run payroll for my girls this week?")) || crewPay(tokenize("pay Jess for the extra clean")) {
		t.Errorf("crewPay: payroll is the crew's pay; a payment to one pro is another refusal")
	}
}

// TestNotAfterPartOfDay checks that an hour said with its part of the
// day before "not" makes the bare number after it the hour replaced
// (partnot.go): "at 2 in the afternoon not 10", and that a day or a count
// before "not" does not.
func TestNotAfterPartOfDay(t *testing.T) {
	now := time.Date(2026, 3, 4, 14, 0, 0, 0, time.UTC)
	tests := []struct {
		in  string
		was bool // a replaced hour 10 is read
	}{
		{"he's gotta do the loft on the 12th at 2 in the afternoon not 10, change it", true},
		{"gary can come at 7 in the morning not 10", true},
		{"do the loft on the 12th at 2pm not 10", true},
		{"do the loft the 12th not 10", false},
		{"in the afternoon not 10 people", false},
	}
	for _, tc := range tests {
		got := false
		for _, d := range readDates(tokenize(tc.in), now, time.UTC) {
			got = got || d.was && d.HasTime && d.Hour == 10
		}
		if got != tc.was {
			t.Errorf("readDates(%q): replaced 10 read = %v, want %v", tc.in, got, tc.was)
		}
	}
}

// TestProWhileAtIt checks the "while he's at it he can do …" reader
// (proatit.go): the pro named before takes the second part, only when it
// has a day of its own and one pro was named.
func TestProWhileAtIt(t *testing.T) {
	s := &session{now: time.Date(2026, 3, 4, 14, 0, 0, 0, time.UTC), pros: []*steward.Pro{
		{ID: 1, Name: "Ron Bergstrom", Active: true}, {ID: 2, Name: "Jess Halvorson", Active: true}}}
	tests := []struct{ in, out string }{
		{"Ron needs to move the duplex inspection tmrw to 2pm, and while he's at it he can do the lake place Mon the 9th at 1",
			"Ron needs to move the duplex inspection tmrw to 2pm, and Ron can do the lake place Mon the 9th at 1"},
		{"Ron needs to move the duplex inspection tmrw to 2pm, and while he's at it he can do the lake place too",
			"Ron needs to move the duplex inspection tmrw to 2pm, and while he's at it he can do the lake place too"},
		{"Ron and Jess need the duplex tmrw at 2, and while she's at it she can do the lake place Mon the 9th at 1",
			"Ron and Jess need the duplex tmrw at 2, and while she's at it she can do the lake place Mon the 9th at 1"},
	}
	for _, tc := range tests {
		if got := s.proWhileAtIt(tc.in); got != tc.out {
			t.Errorf("proWhileAtIt(%q)\n got %q\nwant %q", tc.in, got, tc.out)
		}
	}
}

// TestWithoutHostPlan checks the reader of the host's own plan said after
// a request with an hour (hostplan.go), and a plan it must leave alone.
func TestWithoutHostPlan(t *testing.T) {
	s := &session{now: time.Date(2026, 3, 4, 14, 0, 0, 0, time.UTC)}
	tests := []struct{ in, out string }{
		{"ok have them start at 11 instead, I'm meeting the owner there at 10 for a walkthru", "ok have them start at 11 instead"},
		{"ok have her start at 12 instead, I have a walkthru with Dr. Park at 11", "ok have her start at 12 instead"},
		{"I'm meeting the owner at the big house at 10 friday, who's on the turn", "I'm meeting the owner at the big house at 10 friday, who's on the turn"},
		{"who's on the turn, I'm meeting the owner there at 10", "who's on the turn, I'm meeting the owner there at 10"},
	}
	for _, tc := range tests {
		if got := s.withoutHostPlan(tc.in); got != tc.out {
			t.Errorf("withoutHostPlan(%q)\n got %q\nwant %q", tc.in, got, tc.out)
		}
	}
}

// TestWithoutPartySize checks the reader of a party's size said as the
// reason for the request after it (partyso.go), and sizes it leaves.
func TestWithoutPartySize(t *testing.T) {
	tests := []struct{ in, out string }{
		{"Walsh group is 12 people for a hockey tournament so have Crew B start the big house the 12th at 8 instead of 9",
			"have Crew B start the big house the 12th at 8 instead of 9"},
		{"the Patels are 5 ppl now, so please move the duplex clean to 9", "please move the duplex clean to 9"},
		{"the Walsh group is 14 people now", "the Walsh group is 14 people now"},
		{"Walsh group is 12 people so that's a lot of towels", "Walsh group is 12 people so that's a lot of towels"},
	}
	for _, tc := range tests {
		if got := withoutPartySize(tc.in); got != tc.out {
			t.Errorf("withoutPartySize(%q)\n got %q\nwant %q", tc.in, got, tc.out)
		}
	}
}

// TestJobMakeIt checks the reader of a later part naming a pro's job and
// then its new hour (jobmakeit.go), and parts it leaves alone.
func TestJobMakeIt(t *testing.T) {
	names := map[string]bool{"jess": true, "gary": true}
	tests := []struct{ in, out string }{
		{"Gary's furnace visit on the 11th needs to be the 12th same time, and Jess's Sunday turnover there make it noon",
			"Gary's furnace visit on the 11th needs to be the 12th same time, and move Jess's Sunday turnover there to noon"},
		{"cancel the lake clean. Jess's friday restock make it 3pm", "cancel the lake clean. move Jess's friday restock to 3pm"},
		{"cancel the lake clean, and Bob's friday restock make it 3pm", "cancel the lake clean, and Bob's friday restock make it 3pm"},
		{"cancel the lake clean, and Jess's day off make it 3pm", "cancel the lake clean, and Jess's day off make it 3pm"},
		{"move Tina's lake clean tmrw to 10, and Gary's snow job there make it 2pm", "move Tina's lake clean tmrw to 10, and move Gary's snow job there to 2pm"},
		{"Jess's Sunday turnover make it noon", "Jess's Sunday turnover make it noon"},
	}
	for _, tc := range tests {
		if got := jobMakeIt(tc.in, names); got != tc.out {
			t.Errorf("jobMakeIt(%q)\n got %q\nwant %q", tc.in, got, tc.out)
		}
	}
}

// TestBesideOther checks when a booking is a job beside another pro's
// (crewwith.go): said as a second one, for another pro.
func TestBesideOther(t *testing.T) {
	crew, jess := int64(1), int64(2)
	j := &steward.Job{ProID: &crew}
	tests := []struct {
		raw  string
		pro  int64
		want bool
	}{
		{"book Jess for a second cleaning at The Big House on Friday March 6 at 10:00am", jess, true},
		{"book Jess for a cleaning at The Big House on Friday at 10", jess, false},
		{"book Crew B for a second cleaning at The Big House on Friday at 10", crew, false},
		{"book a second cleaning at The Big House on Friday at 10", 0, false},
	}
	for _, tc := range tests {
		if got := besideOther(request{ProID: tc.pro, rawText: tc.raw}, j); got != tc.want {
			t.Errorf("besideOther(%q, pro %d) = %v, want %v", tc.raw, tc.pro, got, tc.want)
		}
	}
}

// TestSpokenSpanEnd checks that dictation reads a spoken day after
// "<day> through the" as the end of a span (dictation.go), and leaves a
// rank that follows no day alone.
func TestSpokenSpanEnd(t *testing.T) {
	tests := []struct{ in, want string }{
		{"the thirteenth through the fifteenth just the two of them", "the 13th through the 15th just the two of them"},
		{"the 20th thru the twenty second just us", "the 20th thru the 22nd just us"},
		{"the ninth to the eleventh maybe four people", "the 9th to the 11th maybe four people"},
		{"walk through the third bedroom", "walk through the third bedroom"},
		{"up to the fifth guest", "up to the fifth guest"},
	}
	for _, tc := range tests {
		var got []string
		for _, tk := range dictation(tokenize(tc.in)) {
			got = append(got, tk.s)
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("dictation(%q) = %q, want %q", tc.in, g, tc.want)
		}
	}
}

// TestHeardGuests checks that a family name the phone writes as other
// words is read as the account's guest (heardguests.go) only when one
// stay's name fits, and that a weekday said alone is told from other days
// (pickedweekday.go).
func TestHeardGuests(t *testing.T) {
	s := &session{loaded: true, stays: []*steward.Reservation{{GuestName: "Nguyen Family"}, {GuestName: "Patel"}}}
	tests := []struct{ in, want string }{
		{"the win family at oak wood asked for a late check out", "the Nguyen family at oak wood asked for a late check out"},
		{"push the wynns checkout to noon", "push the Nguyens checkout to noon"},
		{"the win was close", "the win was close"},
		{"the winter family", "the winter family"},
	}
	for _, tc := range tests {
		if got, _ := s.heardGuests(tc.in); got != tc.want {
			t.Errorf("heardGuests(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	two := &session{loaded: true, stays: []*steward.Reservation{{GuestName: "Nguyen"}, {GuestName: "Huynh"}}}
	if got, _ := two.heardGuests("the win family"); got != "the win family" {
		t.Errorf("two names fit: got %q", got)
	}
	days := []struct {
		in   string
		want bool
	}{
		{"I need to move my cleaning to Thursday at ten", true},
		{"move my cleaning up to Thursday at ten", false},
		{"move it to next Thursday at ten", false},
		{"move it to Thursday the 12th at ten", false},
		{"move it to friday at ten", false},
	}
	for _, tc := range days {
		if got := weekdayAlone(tokenize(tc.in), time.Thursday); got != tc.want {
			t.Errorf("weekdayAlone(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

// TestGuestArrivalAsked checks that a host's "update the stay" under a
// guest's voicemail asking to come another day is read as that check-in
// move (guestarrival.go), only for a guest of one upcoming stay.
func TestGuestArrivalAsked(t *testing.T) {
	now := time.Date(2026, 3, 4, 9, 0, 0, 0, time.UTC)
	s := &session{loaded: true, now: now, stays: []*steward.Reservation{
		{GuestName: "Alvarez", CheckIn: now.AddDate(0, 0, 9)},
		{GuestName: "Patel", CheckIn: now.AddDate(0, 0, -2)},
	}}
	tests := []struct{ in, want string }{
		{"hi this is Carla Alvarez could we actually come Thursday the twelfth instead\n\n^ told her yes. update the stay + move the restock to thurs",
			"told her yes. move Alvarez's check-in to Thursday the twelfth + move the restock to thurs"},
		{"hi this is Sam could we come Thursday the twelfth instead\n\n^ ok update the stay", "hi this is Sam could we come Thursday the twelfth instead\n\n^ ok update the stay"},
		{"hi it's Raj Patel could we come Thursday the twelfth instead\n\n^ update the stay", "hi it's Raj Patel could we come Thursday the twelfth instead\n\n^ update the stay"},
		{"hi this is Carla Alvarez could we come a day early\n\n^ update the stay", "hi this is Carla Alvarez could we come a day early\n\n^ update the stay"},
	}
	for _, tc := range tests {
		if got, _ := s.guestArrivalAsked(tc.in); got != tc.want {
			t.Errorf("guestArrivalAsked(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestGalwayPhrasings checks the Irish-Polish host's phrasings
// (galwayhost.go), and near messages they must leave alone.
func TestGalwayPhrasings(t *testing.T) {
	tests := []struct{ in, out string }{
		{"Clean Team to stock Clifden on the 12th at 14:00", "Clean Team to restock Clifden on the 12th at 14:00"},
		{"the stock in the presses is low", "the stock in the presses is low"},
		{"Put him instead Monday 10 in Clifden, shed door", "Put him instead Monday at 10 in Clifden, shed door"},
		{"Book a cleaning Monday 9 March at 2pm", "Book a cleaning Monday 9 March at 2pm"},
		{"Book Klaus for Thursday 12.03. at 13:30", "Book Klaus for Thursday 12.03. at 13:30"},
		{"Book Klaus for Thursday 12, at 2pm in Clifden", "Book Klaus for Thursday 12, at 2pm in Clifden"},
		{"need Maids to clean it Thursday the 12th at 10 and stock it Friday", "need Maids to clean it Thursday the 12th at 10 and stock it Friday"},
		{"no no, half 12, sorry, she said half", "no no, half 12, sorry"},
		{"Saturday 9 o clock is last chance, put him then", "Saturday 9 o'clock is last chance, move him then"},
		{"on friday 13th instead of thursday 12th, same 10 o clock", "on friday 13th instead of thursday 12th, same 10 o clock"},
		{"Clean Team to start Corrib Lodge friday at half 8 not 10, they have another house after in Maam Cross", "Clean Team to start Corrib Lodge friday at half 8 instead of 10"},
		{"they have another house after in Maam Cross, book Corrib friday at 10", "they have another house after in Maam Cross, book Corrib friday at 10"},
		{"For Mairéad on the 11th - put on her job to check also the CO alarm", "For Mairéad on the 11th - add a note to her job: check also the CO alarm"},
		{"move to 11th at 10 and while he's there the light is gone too, add it to his job",
			"move to 11th at 10 and add a note to his job: the light is gone too"},
		{"move to 11th at 10 and while he's there can he look at the light", "move to 11th at 10 and while he's there can he look at the light"},
	}
	for _, tc := range tests {
		if got := galwayPhrasings(tc.in); got != tc.out {
			t.Errorf("galwayPhrasings(%q)\n got %q\nwant %q", tc.in, got, tc.out)
		}
	}
}

// TestCoHostRewrites checks the co-hosts' overrules (cohosts.go): the
// last decision kept, the argument and a pro's reason elsewhere dropped,
// and a problem at one of the host's places left alone.
func TestCoHostRewrites(t *testing.T) {
	places := map[string]bool{"cabin": true, "eagle": true, "~eagle": true}
	tests := []struct{ in, out string }{
		{"ignore what jen said about the cabin, we're keeping the 11am. carters are out at 11 sharp",
			"actually we're keeping the 11am. carters are out at 11 sharp"},
		{"Ignore whatever Matt told you, keep it at 8", "actually keep it at 8"},
		{"Matt: no the plumber said 2 not 10. i talked to him this morning",
			"no, make it 2 instead of 10. i talked to him this morning"},
		{"dave's pushing the eagle gutters back a day, same time. he's got a roof leak in meridian",
			"dave's pushing the eagle gutters back a day, same time."},
		{"dave's pushing the eagle gutters back a day. he's got a roof leak at the cabin",
			"dave's pushing the eagle gutters back a day. he's got a roof leak at the cabin"},
		{"ignore what matt said about the loft", "ignore what matt said about the loft"},
		{"J wants Friday, I want Saturday for Lisa to check over the loft before the yamamotos — go with Saturday, 2pm.",
			"have Lisa check over the loft before the yamamotos — go with Saturday, 2pm."},
		{"J wants Friday, I want Saturday for the loft", "J wants Friday, I want Saturday for the loft"},
		{"Ignore whatever Matt told you about keeping Treasure Valley on the McCall turnover on the 14th. Rosa is taking that one, she's up there.",
			"actually Rosa is taking the McCall turnover on the 14th instead of Treasure Valley, she's up there."},
		{"Note: the plumber said 2 not 10", "Note: the plumber said 2 not 10"},
	}
	for _, tc := range tests {
		if got := coHostRewrites(tc.in, places); got != tc.out {
			t.Errorf("coHostRewrites(%q)\n got %q\nwant %q", tc.in, got, tc.out)
		}
	}
}

// TestInsteadOfHourMove checks the moves said as "at 1 instead of noon"
// (cohosts.go), and sentences it must leave alone.
func TestInsteadOfHourMove(t *testing.T) {
	tests := []struct{ in, out string }{
		{"Rosa asked if she can start the Bungalow turnover on Sunday at 11 instead of 10, she has a swim meet first thing. Please move it. -J",
			"Rosa asked if she can start the Bungalow turnover on Sunday at 11 instead of 10, she has a swim meet first thing. -J"},
		{"Cancel the Tamarack restock. And have Rosa stock the McCall House on Saturday at 1 instead of noon. -J",
			"Cancel the Tamarack restock. And have Rosa stock the McCall House on Saturday at 1 instead of noon, move it. -J"},
		{"move the McCall restock on Saturday to 1 instead of noon", "move the McCall restock on Saturday to 1 instead of noon"},
		{"have Rosa do the Loft at 1 instead of noon, she has a meet", "have Rosa do the Loft at 1 instead of noon, she has a meet"},
	}
	for _, tc := range tests {
		if got := insteadOfHourMove(tc.in); got != tc.out {
			t.Errorf("insteadOfHourMove(%q)\n got %q\nwant %q", tc.in, got, tc.out)
		}
	}
}

// TestCoupleStay checks a couple's stay in a co-host's sentence
// (cohoststay.go), and a sentence it must leave alone.
func TestCoupleStay(t *testing.T) {
	tests := []struct{ in, out string }{
		{"Matt's friend Kevin Doyle and his wife have the Tamarack Condo from Thursday the 12th to Sunday the 15th. Please put them on the calendar.",
			"Kevin Doyle and his wife are staying at the Tamarack Condo from Thursday the 12th to Sunday the 15th, 2 guests. Please put them on the calendar."},
		{"Amy Park and her husband have the Loft booked for dinner", "Amy Park and her husband have the Loft booked for dinner"},
	}
	for _, tc := range tests {
		if got := coupleStay(tc.in); got != tc.out {
			t.Errorf("coupleStay(%q)\n got %q\nwant %q", tc.in, got, tc.out)
		}
	}
}
