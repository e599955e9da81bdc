-- +goose Up
-- Quality (issue 18, item 4; docs/operations.md "Quality"): the host's
-- rating of a completed job, the re-clean a poor one gets, and the figures
-- a pro's rating is made of.
ALTER TABLE jobs ADD COLUMN reclean_of INTEGER;
ALTER TABLE jobs ADD COLUMN rating_score INTEGER;
ALTER TABLE jobs ADD COLUMN rating_categories TEXT;
ALTER TABLE jobs ADD COLUMN rating_comment TEXT;
ALTER TABLE jobs ADD COLUMN rated_at TEXT;
-- A job has at most one re-clean.
CREATE UNIQUE INDEX jobs_reclean_of ON jobs (account_id, reclean_of) WHERE reclean_of IS NOT NULL;
-- A pro's latest ratings, newest first.
CREATE INDEX jobs_pro_rated ON jobs (account_id, pro_id, rated_at) WHERE rated_at IS NOT NULL;

-- Kept by the rating transaction from the pro's rated jobs: how many, the
-- latest scores (newest first, "5,2,4"), how many were poor, and since
-- when the recent ones are below the threshold (NULL: they are not).
ALTER TABLE pros ADD COLUMN ratings_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE pros ADD COLUMN recent_scores TEXT NOT NULL DEFAULT '';
ALTER TABLE pros ADD COLUMN quality_issues INTEGER NOT NULL DEFAULT 0;
ALTER TABLE pros ADD COLUMN low_ratings_since TEXT;

-- +goose Down
ALTER TABLE pros DROP COLUMN low_ratings_since;
ALTER TABLE pros DROP COLUMN quality_issues;
ALTER TABLE pros DROP COLUMN recent_scores;
ALTER TABLE pros DROP COLUMN ratings_count;
DROP INDEX jobs_pro_rated;
DROP INDEX jobs_reclean_of;
ALTER TABLE jobs DROP COLUMN rated_at;
ALTER TABLE jobs DROP COLUMN rating_comment;
ALTER TABLE jobs DROP COLUMN rating_categories;
ALTER TABLE jobs DROP COLUMN rating_score;
ALTER TABLE jobs DROP COLUMN reclean_of;
