package sqlstore

// A pro's work on site (docs/pros.md): photos (their bytes are in a
// steward.PhotoStore; the rows say what they are), notes for the host, and
// issue reports, which become maintenance jobs. Each is recorded in the
// job's history with actor pro.

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
	"unicode/utf8"

	"github.com/stewardhq/steward"
)

// ProWorkStore implements steward.ProWorkService.
type ProWorkStore struct{ db *DB }

// NewProWorkStore returns the pro work store of db.
func NewProWorkStore(db *DB) *ProWorkStore { return &ProWorkStore{db: db} }

var _ steward.ProWorkService = (*ProWorkStore)(nil)

const photoColumns = `id, account_id, job_id, item_id, pro_id, content_type, size, taken_at, created_at, storage_key`

func scanPhoto(row interface{ Scan(...any) error }) (*steward.Photo, error) {
	p := &steward.Photo{}
	err := row.Scan(&p.ID, &p.AccountID, &p.JobID, &p.ItemID, &p.ProID, &p.ContentType, &p.Size, timeCol{&p.TakenAt},
		timeCol{&p.CreatedAt}, &p.Key)
	return p, err
}

const noteColumns = `id, account_id, job_id, pro_id, text, occurred_at, created_at`

func scanNote(row interface{ Scan(...any) error }) (*steward.JobNote, error) {
	n := &steward.JobNote{}
	err := row.Scan(&n.ID, &n.AccountID, &n.JobID, &n.ProID, &n.Text, timeCol{&n.OccurredAt}, timeCol{&n.CreatedAt})
	return n, err
}

const issueColumns = `id, account_id, job_id, issue_job_id, pro_id, description, occurred_at, created_at`

func scanIssue(row interface{ Scan(...any) error }) (*steward.IssueReport, error) {
	r := &steward.IssueReport{}
	err := row.Scan(&r.ID, &r.AccountID, &r.JobID, &r.IssueJobID, &r.ProID, &r.Description, timeCol{&r.OccurredAt}, timeCol{&r.CreatedAt})
	return r, err
}

// proWorkJob returns the pro's job jobID, checked to take the work (see
// steward.Job.ProWork), and when the work happened (occurred, nil: now),
// checked too.
func proWorkJob(ctx context.Context, tx *Tx, pro steward.ProIdentity, jobID int64, photo bool, occurred *time.Time) (*steward.Job, time.Time, error) {
	j, _, err := findJob(ctx, tx, pro.AccountID, jobID)
	if err != nil {
		return nil, time.Time{}, err
	} else if err := j.ProWork(pro.ProID, photo); err != nil {
		return nil, time.Time{}, err
	}
	at := tx.now
	if occurred != nil {
		at = occurred.Truncate(timePrecision).UTC()
		if err := j.CheckOccurred("occurred_at", at, tx.now); err != nil {
			return nil, time.Time{}, err
		}
	}
	return j, at, nil
}

// recordProWork writes the history entry of a pro's work on j at at.
func recordProWork(ctx context.Context, tx *Tx, j *steward.Job, at time.Time, what string) error {
	return recordJobHistory(ctx, tx, steward.JobChange{Job: *j, Actor: steward.ActorPro, Reason: what, OccurredAt: &at}, j)
}

// AddPhoto records a photo whose bytes are stored under in.Key; a photo
// for a photo item completes it.
func (s *ProWorkStore) AddPhoto(ctx context.Context, pro steward.ProIdentity, jobID int64, in steward.PhotoInput) (*steward.Photo, error) {
	var photo *steward.Photo
	err := s.db.inTx(ctx, func(tx *Tx) error {
		// Bumping the job's version locks it on PostgreSQL, and makes a
		// completion that read the checklist before this photo retry.
		if _, err := tx.ExecContext(ctx, `UPDATE jobs SET version = version + 1 WHERE account_id = $1 AND id = $2`, pro.AccountID, jobID); err != nil {
			return err
		}
		j, at, err := proWorkJob(ctx, tx, pro, jobID, true, in.TakenAt)
		if err != nil {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM job_photos WHERE account_id = $1 AND job_id = $2`,
			pro.AccountID, jobID).Scan(&n); err != nil {
			return err
		} else if n >= steward.MaxPhotosPerJob {
			return steward.Errorf(steward.EVALIDATION, "Invalid photo: a job has at most %d photos; delete one first", steward.MaxPhotosPerJob)
		}
		what := "the pro added a photo"
		if in.ItemID != nil {
			item, err := findJobItem(ctx, tx, pro.AccountID, jobID, *in.ItemID)
			if err != nil {
				return err
			}
			done, err := item.PhotoAttached(*j, at)
			if err != nil {
				return err
			}
			if err := setJobItem(ctx, tx, pro.AccountID, jobID, done); err != nil {
				return err
			}
			what = fmt.Sprintf("the pro added a photo for %q", item.Description)
		}
		photo, err = scanPhoto(tx.QueryRowContext(ctx, `INSERT INTO job_photos
			(account_id, job_id, pro_id, item_id, content_type, size, storage_key, taken_at, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING `+photoColumns,
			pro.AccountID, jobID, pro.ProID, in.ItemID, in.ContentType, in.Size, in.Key, ts(at), ts(tx.now)))
		if err != nil {
			return err
		}
		return recordProWork(ctx, tx, j, at, what)
	})
	if err != nil {
		return nil, translate(err)
	}
	return photo, nil
}

// findJobItem returns item itemID of job jobID's checklist.
func findJobItem(ctx context.Context, tx *Tx, accountID, jobID, itemID int64) (steward.TodoItem, error) {
	var l steward.TodoList
	var item steward.TodoItem
	err := scanJobTodo(tx.QueryRowContext(ctx, `SELECT `+jobTodoColumns+` FROM job_todo_items
		WHERE account_id = $1 AND job_id = $2 AND id = $3`, accountID, jobID, itemID), &l, &item)
	if errors.Is(err, sql.ErrNoRows) {
		return item, steward.Errorf(steward.EVALIDATION, "Invalid item_id %d: the job's checklist has no such item", itemID)
	}
	return item, err
}

// setJobItem writes the done state of a job's checklist item.
func setJobItem(ctx context.Context, tx *Tx, accountID, jobID int64, item steward.TodoItem) error {
	_, err := tx.ExecContext(ctx, `UPDATE job_todo_items SET completed = $1, completed_at = $2
		WHERE account_id = $3 AND job_id = $4 AND id = $5`, item.Completed, tsPtr(item.CompletedAt), accountID, jobID, item.ID)
	return err
}

// DeletePhoto removes one of the pro's photos of a job not completed; its
// item is undone when no photo of it is left.
func (s *ProWorkStore) DeletePhoto(ctx context.Context, pro steward.ProIdentity, jobID, photoID int64) (*steward.Photo, error) {
	var photo *steward.Photo
	err := s.db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE jobs SET version = version + 1 WHERE account_id = $1 AND id = $2`, pro.AccountID, jobID); err != nil {
			return err
		}
		j, at, err := proWorkJob(ctx, tx, pro, jobID, true, nil)
		if err != nil {
			return err
		}
		photo, err = scanPhoto(tx.QueryRowContext(ctx, `SELECT `+photoColumns+` FROM job_photos
			WHERE account_id = $1 AND job_id = $2 AND id = $3 AND pro_id = $4`, pro.AccountID, jobID, photoID, pro.ProID))
		if errors.Is(err, sql.ErrNoRows) {
			return steward.Errorf(steward.ENOTFOUND, "Photo not found")
		} else if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM job_photos WHERE account_id = $1 AND job_id = $2 AND id = $3`,
			pro.AccountID, jobID, photoID); err != nil {
			return err
		}
		what := "the pro deleted a photo"
		if photo.ItemID != nil {
			var left int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM job_photos WHERE account_id = $1 AND job_id = $2 AND item_id = $3`,
				pro.AccountID, jobID, *photo.ItemID).Scan(&left); err != nil {
				return err
			}
			item, err := findJobItem(ctx, tx, pro.AccountID, jobID, *photo.ItemID)
			if err != nil {
				return err
			}
			what = fmt.Sprintf("the pro deleted a photo for %q", item.Description)
			if left == 0 {
				item.Completed, item.CompletedAt = false, nil
				if err := setJobItem(ctx, tx, pro.AccountID, jobID, item); err != nil {
					return err
				}
			}
		}
		return recordProWork(ctx, tx, j, at, what)
	})
	if err != nil {
		return nil, translate(err)
	}
	return photo, nil
}

// FindProPhoto returns a photo of one of the pro's jobs (offered is not
// enough: the job must be theirs).
func (s *ProWorkStore) FindProPhoto(ctx context.Context, pro steward.ProIdentity, jobID, photoID int64) (*steward.Photo, error) {
	j, _, err := findJob(ctx, s.db.read, pro.AccountID, jobID)
	if err != nil {
		return nil, err
	} else if j.Assignment != steward.Accepted || j.ProID == nil || *j.ProID != pro.ProID {
		return nil, steward.Errorf(steward.ENOTFOUND, "Job not found: it is not yours")
	}
	return findPhoto(ctx, s.db.read, pro.AccountID, jobID, photoID)
}

// FindProPhotos returns the photos of one of the pro's jobs.
func (s *ProWorkStore) FindProPhotos(ctx context.Context, pro steward.ProIdentity, jobID int64) ([]*steward.Photo, error) {
	list := []*steward.Photo{}
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		j, _, err := findJob(ctx, tx, pro.AccountID, jobID)
		if err != nil {
			return err
		} else if j.Assignment != steward.Accepted || j.ProID == nil || *j.ProID != pro.ProID {
			return steward.Errorf(steward.ENOTFOUND, "Job not found: it is not yours")
		}
		return collect(ctx, tx, `SELECT `+photoColumns+` FROM job_photos WHERE account_id = $1 AND job_id = $2 ORDER BY taken_at, id`,
			pro.AccountID, jobID, scanPhoto, &list)
	})
	if err != nil {
		return nil, err
	}
	return list, nil
}

// FindPhoto returns a photo of one of the account's jobs.
func (s *ProWorkStore) FindPhoto(ctx context.Context, accountID, jobID, photoID int64) (*steward.Photo, error) {
	return findPhoto(ctx, s.db.read, accountID, jobID, photoID)
}

func findPhoto(ctx context.Context, q queryer, accountID, jobID, photoID int64) (*steward.Photo, error) {
	p, err := scanPhoto(q.QueryRowContext(ctx, `SELECT `+photoColumns+` FROM job_photos
		WHERE account_id = $1 AND job_id = $2 AND id = $3`, accountID, jobID, photoID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, steward.Errorf(steward.ENOTFOUND, "Photo not found")
	}
	return p, err
}

// AddNote records a pro's note on their job; the same note at the same
// time again is the first one (a retried sync).
func (s *ProWorkStore) AddNote(ctx context.Context, pro steward.ProIdentity, jobID int64, text string, occurred *time.Time) (*steward.JobNote, error) {
	text, err := steward.CheckNoteText("text", text)
	if err != nil {
		return nil, err
	}
	var note *steward.JobNote
	err = s.db.inTx(ctx, func(tx *Tx) error {
		var err error
		note, err = addNote(ctx, tx, pro, jobID, text, occurred)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return note, nil
}

func addNote(ctx context.Context, tx *Tx, pro steward.ProIdentity, jobID int64, text string, occurred *time.Time) (*steward.JobNote, error) {
	j, at, err := proWorkJob(ctx, tx, pro, jobID, false, occurred)
	if err != nil {
		return nil, err
	}
	note, err := scanNote(tx.QueryRowContext(ctx, `SELECT `+noteColumns+` FROM job_notes
		WHERE account_id = $1 AND job_id = $2 AND pro_id = $3 AND occurred_at = $4 AND text = $5 ORDER BY id LIMIT 1`,
		pro.AccountID, jobID, pro.ProID, ts(at), text))
	if err == nil || !errors.Is(err, sql.ErrNoRows) {
		return note, err
	}
	note, err = scanNote(tx.QueryRowContext(ctx, `INSERT INTO job_notes (account_id, job_id, pro_id, text, occurred_at, created_at)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING `+noteColumns, pro.AccountID, jobID, pro.ProID, text, ts(at), ts(tx.now)))
	if err != nil {
		return nil, err
	}
	return note, recordProWork(ctx, tx, j, at, "the pro left a note: "+clip(text, 200))
}

// clip shortens s to at most n runes, with an ellipsis when cut.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// ReportIssue creates the maintenance job of an issue a pro found on site
// (see steward.IssueJob); the same report again is the first one's job.
func (s *ProWorkStore) ReportIssue(ctx context.Context, pro steward.ProIdentity, jobID int64, description string, occurred *time.Time) (*steward.Job, error) {
	description, err := steward.CheckNoteText("description", description)
	if err != nil {
		return nil, err
	}
	var job *steward.Job
	err = s.db.inTx(ctx, func(tx *Tx) error {
		var err error
		job, err = reportIssue(ctx, tx, pro, jobID, description, occurred)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return job, nil
}

func reportIssue(ctx context.Context, tx *Tx, pro steward.ProIdentity, jobID int64, description string, occurred *time.Time) (*steward.Job, error) {
	src, at, err := proWorkJob(ctx, tx, pro, jobID, false, occurred)
	if err != nil {
		return nil, err
	}
	var issueJobID int64
	err = tx.QueryRowContext(ctx, `SELECT issue_job_id FROM job_issue_reports
		WHERE account_id = $1 AND job_id = $2 AND pro_id = $3 AND occurred_at = $4 AND description = $5 ORDER BY id LIMIT 1`,
		pro.AccountID, jobID, pro.ProID, ts(at), description).Scan(&issueJobID)
	if err == nil {
		j, _, err := findJob(ctx, tx, pro.AccountID, issueJobID)
		return j, err
	} else if !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	p, err := findPro(ctx, tx, pro.AccountID, pro.ProID)
	if err != nil {
		return nil, err
	}
	addr, err := findAddress(ctx, tx, pro.AccountID, src.AddressID)
	if err != nil {
		return nil, err
	} else if addr.Archived() {
		return nil, steward.Errorf(steward.ETRANSITION, "The property %s is archived and takes no new jobs; tell the host directly", addr.Name())
	}
	in := steward.IssueJob(src, p, description, tx.now)
	// An issue that names the property's equipment is its repair.
	assets, err := findAssetsAt(ctx, tx, pro.AccountID, addr.ID)
	if err != nil {
		return nil, err
	} else if a := steward.AssetNamed(assets, description); a != nil {
		in.AssetID = &a.ID
	}
	c, err := steward.NewJob(pro.AccountID, in, addr, nil, tx.now)
	if err != nil {
		return nil, err
	}
	c.Actor = steward.ActorPro
	c.Reason = fmt.Sprintf("pro %d (%s) reported an issue found on site during job #%d; the host confirms it", p.ID, p.Name, src.ID)
	job, err := insertJob(ctx, tx, c)
	if err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO job_issue_reports
		(account_id, job_id, issue_job_id, pro_id, description, occurred_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		pro.AccountID, jobID, job.ID, pro.ProID, description, ts(at), ts(tx.now)); err != nil {
		return nil, err
	}
	return job, recordProWork(ctx, tx, src, at, fmt.Sprintf("the pro reported an issue found on site: maintenance job #%d", job.ID))
}

// FindJobWork returns the photos, notes and issue reports of one of the
// account's jobs, oldest first.
func (s *ProWorkStore) FindJobWork(ctx context.Context, accountID, jobID int64) (*steward.JobWork, error) {
	w := &steward.JobWork{JobID: jobID, Photos: []*steward.Photo{}, Notes: []*steward.JobNote{}, Issues: []*steward.IssueReport{}}
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		if _, _, err := findJob(ctx, tx, accountID, jobID); err != nil {
			return err
		}
		if err := collect(ctx, tx, `SELECT `+photoColumns+` FROM job_photos WHERE account_id = $1 AND job_id = $2 ORDER BY taken_at, id`,
			accountID, jobID, scanPhoto, &w.Photos); err != nil {
			return err
		}
		if err := collect(ctx, tx, `SELECT `+noteColumns+` FROM job_notes WHERE account_id = $1 AND job_id = $2 ORDER BY occurred_at, id`,
			accountID, jobID, scanNote, &w.Notes); err != nil {
			return err
		}
		return collect(ctx, tx, `SELECT `+issueColumns+` FROM job_issue_reports WHERE account_id = $1 AND job_id = $2 ORDER BY occurred_at, id`,
			accountID, jobID, scanIssue, &w.Issues)
	})
	if err != nil {
		return nil, err
	}
	return w, nil
}

// collect appends the rows of query (with the account and job as $1, $2)
// to out.
func collect[T any](ctx context.Context, tx *Tx, query string, accountID, jobID int64, scan func(interface{ Scan(...any) error }) (T, error), out *[]T) error {
	rows, err := tx.QueryContext(ctx, query, accountID, jobID)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return err
		}
		*out = append(*out, v)
	}
	return rows.Err()
}
