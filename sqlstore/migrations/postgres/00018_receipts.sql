-- +goose Up
-- An expense's optional receipt photo (issue 18, item 3): its bytes are in
-- the photo store under receipt_key (the pros' photos' store), its sniffed
-- type and size here. All four are NULL without a receipt.
ALTER TABLE expenses ADD COLUMN receipt_key TEXT;
ALTER TABLE expenses ADD COLUMN receipt_type TEXT;
ALTER TABLE expenses ADD COLUMN receipt_size BIGINT;
ALTER TABLE expenses ADD COLUMN receipt_uploaded_at TIMESTAMPTZ;

-- +goose Down
ALTER TABLE expenses DROP COLUMN receipt_uploaded_at;
ALTER TABLE expenses DROP COLUMN receipt_size;
ALTER TABLE expenses DROP COLUMN receipt_type;
ALTER TABLE expenses DROP COLUMN receipt_key;
