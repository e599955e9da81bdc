package webhook_test

import (
	"bytes"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/webhook"
)

// BenchmarkSign is the signature of one webhook attempt: a job event of
// about 600 bytes, with one secret and with two (during a rotation).
//
//	go test ./webhook -run '^$' -bench Sign -benchmem
func BenchmarkSign(b *testing.B) {
	ev := steward.Event{ID: 1, UUID: steward.NewUUID(), Name: steward.EventJobScheduled, Type: steward.EventJobScheduled,
		CreatedAt: time.Now(), OccurredAt: time.Now(),
		Data: steward.EventData{Object: []byte(`{"id":123,"address_id":4,"pro_id":7,"service_type":"cleaning","status":"pending","scheduled_at":"2026-03-12T18:00:00Z","completed_at":null,"price":185,"notes":"Guest checkout at 11; fresh linens in the hall closet","created_at":"2026-03-04T17:00:00Z","updated_at":"2026-03-04T17:00:00Z"}`),
			ObjectPreviousAttributes: []byte(`{}`)}}
	payload, err := ev.Payload()
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		secrets []string
	}{
		{"OneSecret", []string{steward.NewWebhookSecret()}},
		{"Rotation", []string{steward.NewWebhookSecret(), steward.NewWebhookSecret()}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(payload)))
			ts := time.Now().Unix()
			for b.Loop() {
				sig, err := webhook.Sign(c.secrets, ev.UUID, ts, payload)
				if err != nil || !bytes.HasPrefix([]byte(sig), []byte("v1,")) {
					b.Fatalf("Sign = %q, %v", sig, err)
				}
			}
		})
	}
}
