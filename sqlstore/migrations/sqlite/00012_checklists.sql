-- +goose Up
-- Checklists (issue 17, item 4): a to-do list is for one service type,
-- its items have a kind and may be required, and every job carries its
-- own copy of its address's lists of its service type, taken when it is
-- created, which the pro ticks.
ALTER TABLE todo_lists ADD COLUMN service_type TEXT NOT NULL DEFAULT 'cleaning';
-- The default lists so far: the turnover list is for cleanings, the other
-- for inspections.
UPDATE todo_lists SET service_type = 'inspection' WHERE name = 'Maintenance inspection';
ALTER TABLE todo_items ADD COLUMN kind TEXT NOT NULL DEFAULT 'check';
ALTER TABLE todo_items ADD COLUMN required BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE job_todo_items (
    id            INTEGER PRIMARY KEY,
    account_id    INTEGER NOT NULL,
    job_id        INTEGER NOT NULL,
    todo_list_id  INTEGER NOT NULL, -- the list copied, which may since have changed or gone
    list_position INTEGER NOT NULL,
    list_name     TEXT NOT NULL,
    service_type  TEXT NOT NULL,
    description   TEXT NOT NULL,
    kind          TEXT NOT NULL,
    required      BOOLEAN NOT NULL,
    position      INTEGER NOT NULL,
    completed     BOOLEAN NOT NULL DEFAULT FALSE,
    quantity      INTEGER,
    completed_at  TEXT
);
CREATE INDEX job_todo_items_job ON job_todo_items (account_id, job_id, list_position, todo_list_id, position);

-- +goose Down
DROP TABLE job_todo_items;
ALTER TABLE todo_items DROP COLUMN required;
ALTER TABLE todo_items DROP COLUMN kind;
ALTER TABLE todo_lists DROP COLUMN service_type;
