package sqlstore

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"strings"
	"sync"

	"golang.org/x/crypto/argon2"
)

// Password hashing with argon2id at the OWASP minimum (19 MiB, 2 passes,
// one lane). Each hash holds 19 MiB for its duration, so hashSlots bounds
// how many run at once: a burst of logins queues instead of exhausting memory.
const (
	argonMemoryKiB = 19 * 1024
	argonTime      = 2
	argonThreads   = 1
	argonKeyLen    = 32
)

var hashSlots = make(chan struct{}, 4)

// hashPassword returns the PHC-format argon2id hash of password.
func hashPassword(password string) string {
	salt := make([]byte, 16)
	rand.Read(salt)
	hashSlots <- struct{}{}
	key := argon2.IDKey([]byte(password), salt, argonTime, argonMemoryKiB, argonThreads, argonKeyLen)
	<-hashSlots
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemoryKiB, argonTime, argonThreads, b64.EncodeToString(salt), b64.EncodeToString(key))
}

// checkPassword reports whether password matches the PHC-format hash.
func checkPassword(hash, password string) bool {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false
	}
	var mem uint32
	var iters uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &mem, &iters, &threads); err != nil {
		return false
	}
	b64 := base64.RawStdEncoding
	salt, err1 := b64.DecodeString(parts[4])
	want, err2 := b64.DecodeString(parts[5])
	if err1 != nil || err2 != nil {
		return false
	}
	hashSlots <- struct{}{}
	got := argon2.IDKey([]byte(password), salt, iters, mem, threads, uint32(len(want)))
	<-hashSlots
	return subtle.ConstantTimeCompare(got, want) == 1
}

// dummyHash is checked against when an email is unknown, so a login for a
// missing account takes as long as one with a wrong password.
var dummyHash = sync.OnceValue(func() string { return hashPassword("steward-timing-equaliser") })
