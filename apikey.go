package steward

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"hash/crc32"
	"math/big"
	"strings"
)

// API keys look like "stw_" + 32 base62 characters of randomness + a 6
// character base62 CRC-32 of the random part. The checksum lets a typo be
// rejected without touching the database, and lets secret scanners recognise
// a real Steward key.
const (
	APIKeyPrefix    = "stw_"
	apiKeyRandomLen = 32
	apiKeyCheckLen  = 6
	base62          = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
)

// NewAPIKeySecret returns a fresh random API key.
func NewAPIKeySecret() string {
	body := randomBase62(apiKeyRandomLen)
	return APIKeyPrefix + body + checksum62(body)
}

// ValidAPIKeyFormat reports whether key has the shape and checksum of a Steward key.
func ValidAPIKeyFormat(key string) bool {
	if len(key) != len(APIKeyPrefix)+apiKeyRandomLen+apiKeyCheckLen || !strings.HasPrefix(key, APIKeyPrefix) {
		return false
	}
	body := key[len(APIKeyPrefix) : len(APIKeyPrefix)+apiKeyRandomLen]
	return checksum62(body) == key[len(APIKeyPrefix)+apiKeyRandomLen:]
}

// APIKeyDisplayPrefix is the part of a key that is safe to show in lists.
func APIKeyDisplayPrefix(key string) string {
	if len(key) < len(APIKeyPrefix)+8 {
		return key
	}
	return key[:len(APIKeyPrefix)+8]
}

// HashSecret returns the hex SHA-256 of a high-entropy secret (an API key or
// a session token). Such secrets need no slow hash: they cannot be guessed.
func HashSecret(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// NewToken returns a random URL-safe secret of n base62 characters.
func NewToken(n int) string { return randomBase62(n) }

func randomBytes(n int) []byte {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic("steward: crypto/rand failed: " + err.Error())
	}
	return b
}

func randomBase62(n int) string {
	b := make([]byte, n)
	max := big.NewInt(int64(len(base62)))
	for i := range b {
		v, err := rand.Int(rand.Reader, max)
		if err != nil {
			panic("steward: crypto/rand failed: " + err.Error())
		}
		b[i] = base62[v.Int64()]
	}
	return string(b)
}

func checksum62(s string) string {
	v := crc32.ChecksumIEEE([]byte(s))
	out := make([]byte, apiKeyCheckLen)
	for i := apiKeyCheckLen - 1; i >= 0; i-- {
		out[i] = base62[v%62]
		v /= 62
	}
	return string(out)
}
