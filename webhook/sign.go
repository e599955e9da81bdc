package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

// The Standard Webhooks headers (https://www.standardwebhooks.com), and the
// attempt number, which is Steward's own.
const (
	HeaderID        = "webhook-id"        // the event's uuid: the same on every attempt
	HeaderTimestamp = "webhook-timestamp" // Unix seconds of this attempt
	HeaderSignature = "webhook-signature" // "v1,<base64>" per secret, space-separated
	HeaderAttempt   = "Steward-Webhook-Attempt"
)

// Sign returns the webhook-signature header of a message: for each secret,
// "v1," and the base64 HMAC-SHA256, keyed by the secret's decoded bytes, of
// "<msgID>.<timestamp>.<body>". Several signatures (during a secret
// rotation) are separated by spaces; a receiver accepts any that matches.
func Sign(secrets []string, msgID string, timestamp int64, body []byte) (string, error) {
	sigs := make([]string, 0, len(secrets))
	for _, secret := range secrets {
		key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, steward.WebhookSecretPrefix))
		if err != nil {
			return "", fmt.Errorf("webhook: malformed signing secret: %w", err)
		}
		mac := hmac.New(sha256.New, key)
		mac.Write([]byte(msgID + "." + strconv.FormatInt(timestamp, 10) + "."))
		mac.Write(body)
		sigs = append(sigs, "v1,"+base64.StdEncoding.EncodeToString(mac.Sum(nil)))
	}
	return strings.Join(sigs, " "), nil
}
