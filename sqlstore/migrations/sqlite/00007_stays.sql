-- +goose Up
-- Stays have a life-cycle and properties can be edited (issue 16).
--
-- A property's zone set by hand (timezone_manual) wins over the one derived
-- from its state; check-in and check-out are local "HH:MM" times; turnover
-- settings; an archived property keeps its rows (archived_at).
ALTER TABLE addresses ADD COLUMN timezone_manual BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE addresses ADD COLUMN check_in_time TEXT NOT NULL DEFAULT '16:00';
ALTER TABLE addresses ADD COLUMN check_out_time TEXT NOT NULL DEFAULT '11:00';
ALTER TABLE addresses ADD COLUMN turnover_enabled BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE addresses ADD COLUMN turnover_service_type TEXT NOT NULL DEFAULT 'cleaning';
ALTER TABLE addresses ADD COLUMN turnover_duration_minutes INTEGER;
ALTER TABLE addresses ADD COLUMN turnover_pro_id INTEGER;
ALTER TABLE addresses ADD COLUMN archived_at TEXT;

-- A cancelled stay keeps its row; where a stay came from; the calendar feed
-- and event of an imported stay (none yet).
ALTER TABLE reservations ADD COLUMN status TEXT NOT NULL DEFAULT 'confirmed';
ALTER TABLE reservations ADD COLUMN source TEXT NOT NULL DEFAULT 'manual';
ALTER TABLE reservations ADD COLUMN calendar_id INTEGER;
ALTER TABLE reservations ADD COLUMN uid TEXT;
-- updated_at stays NULL in rows an older version writes during a rolling
-- upgrade; it reads as created_at then.
ALTER TABLE reservations ADD COLUMN updated_at TEXT;
UPDATE reservations SET updated_at = created_at;

-- The overlap check reads a property's stays by time.
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
