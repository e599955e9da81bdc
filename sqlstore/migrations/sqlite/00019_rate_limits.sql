-- +goose Up
-- The rate limits' token buckets when replicas share them (ratelimit.Store,
-- docs/security.md): one row per bucket that is not full, holding the time
-- it will be full again. The key is a hash of the limiter's key (an API
-- key, an email, a client address), so the table holds none of them in
-- clear. Rows past their time are full buckets; sweeps delete them.
CREATE TABLE rate_limit_buckets (
    key     TEXT PRIMARY KEY,
    full_at TEXT NOT NULL
);
CREATE INDEX rate_limit_buckets_full_at ON rate_limit_buckets (full_at);

-- +goose Down
DROP TABLE rate_limit_buckets;
