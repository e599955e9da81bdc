-- +goose Up
-- The PostgreSQL twin of migrations/sqlite/00005_stays.sql.
ALTER TABLE addresses ADD COLUMN timezone_manual BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE addresses ADD COLUMN check_in_time TEXT NOT NULL DEFAULT '16:00';
ALTER TABLE addresses ADD COLUMN check_out_time TEXT NOT NULL DEFAULT '11:00';
ALTER TABLE addresses ADD COLUMN turnover_enabled BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE addresses ADD COLUMN turnover_service_type TEXT NOT NULL DEFAULT 'cleaning';
ALTER TABLE addresses ADD COLUMN turnover_duration_minutes INTEGER;
ALTER TABLE addresses ADD COLUMN turnover_pro_id BIGINT;
ALTER TABLE addresses ADD COLUMN archived_at TIMESTAMPTZ;

ALTER TABLE reservations ADD COLUMN status TEXT NOT NULL DEFAULT 'confirmed';
ALTER TABLE reservations ADD COLUMN source TEXT NOT NULL DEFAULT 'manual';
ALTER TABLE reservations ADD COLUMN calendar_id BIGINT;
ALTER TABLE reservations ADD COLUMN uid TEXT;
ALTER TABLE reservations ADD COLUMN updated_at TIMESTAMPTZ;
UPDATE reservations SET updated_at = created_at;

CREATE INDEX reservations_address_check_in ON reservations (account_id, address_id, check_in);

-- +goose Down
DROP INDEX reservations_address_check_in;
ALTER TABLE reservations DROP COLUMN updated_at;
ALTER TABLE reservations DROP COLUMN uid;
ALTER TABLE reservations DROP COLUMN calendar_id;
ALTER TABLE reservations DROP COLUMN source;
ALTER TABLE reservations DROP COLUMN status;
ALTER TABLE addresses DROP COLUMN archived_at;
ALTER TABLE addresses DROP COLUMN turnover_pro_id;
ALTER TABLE addresses DROP COLUMN turnover_duration_minutes;
ALTER TABLE addresses DROP COLUMN turnover_service_type;
ALTER TABLE addresses DROP COLUMN turnover_enabled;
ALTER TABLE addresses DROP COLUMN check_out_time;
ALTER TABLE addresses DROP COLUMN check_in_time;
ALTER TABLE addresses DROP COLUMN timezone_manual;
