package steward

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"time"
)

// A pro's work on site, besides the job's status and checklist: the
// photos they take, the notes they leave for the host, and the issues
// they find, which become maintenance jobs for the host to confirm (see
// docs/pros.md).

// MaxPhotoBytes is the largest photo a pro may upload.
const MaxPhotoBytes = 10 << 20

// MaxPhotosPerJob caps a job's photos, so one job cannot fill the disk.
const MaxPhotosPerJob = 100

// Photo is a picture a pro took of their job, kept by a PhotoStore under
// Key and described in the database. URL is where the caller reads its
// bytes, which depends on who asks (the host or the pro): the HTTP layer
// sets it.
type Photo struct {
	ID          int64     `json:"id"`
	AccountID   int64     `json:"-"`
	JobID       int64     `json:"job_id"`
	ItemID      *int64    `json:"item_id"` // the photo item of the job's checklist it completes
	ProID       int64     `json:"pro_id"`
	ContentType string    `json:"content_type"`
	Size        int64     `json:"size"`
	TakenAt     time.Time `json:"taken_at"` // when the pro took it (the upload's occurred_at)
	CreatedAt   time.Time `json:"created_at"`
	URL         string    `json:"url"`
	Key         string    `json:"-"`
}

// SniffPhoto returns the content type of an image from its first bytes
// (at least 32 are needed): JPEG, PNG, WebP or HEIC, "" for anything else.
// The client's own content type is never trusted.
func SniffPhoto(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte{0xFF, 0xD8, 0xFF}):
		return "image/jpeg"
	case bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n")):
		return "image/png"
	case len(head) >= 12 && string(head[:4]) == "RIFF" && string(head[8:12]) == "WEBP":
		return "image/webp"
	case isHEIC(head):
		return "image/heic"
	}
	return ""
}

// isHEIC reports whether head starts an ISO base media file (an ftyp box)
// whose major or a compatible brand is one of HEIC's (heic, heix, heim,
// heis): a phone's HEIC photo. Generic HEIF (mif1 alone) and AVIF are not
// taken: they could hold anything.
func isHEIC(head []byte) bool {
	if len(head) < 16 || string(head[4:8]) != "ftyp" {
		return false
	}
	size := int(head[0])<<24 | int(head[1])<<16 | int(head[2])<<8 | int(head[3])
	if size < 16 || size > 4096 {
		return false
	}
	end := min(size, len(head))
	for i := 8; i+4 <= end; i += 4 {
		if i == 12 { // the minor version, not a brand
			continue
		}
		switch string(head[i : i+4]) {
		case "heic", "heix", "heim", "heis":
			return true
		}
	}
	return false
}

// PhotoStore keeps photos' bytes under keys of the store's choosing; the
// database keeps what they are. Implementations: package photostore.
type PhotoStore interface {
	// Put stores r's bytes (size of them) and returns their key. jobID
	// is ReceiptJobID for an expense's receipt.
	Put(ctx context.Context, accountID, jobID int64, r io.Reader) (key string, err error)
	// Open returns the bytes under key; ENOTFOUND when there are none.
	Open(ctx context.Context, key string) (io.ReadCloser, error)
	// Delete removes the bytes under key; removing none is not an error.
	Delete(ctx context.Context, key string) error
}

// PhotoInput is a pro's upload, once the HTTP layer has read and sniffed
// it: the bytes are already stored under Key.
type PhotoInput struct {
	ItemID      *int64
	ContentType string
	Size        int64
	Key         string
	TakenAt     *time.Time // nil: now
}

// JobNote is a note a pro left on their job for the host.
type JobNote struct {
	ID         int64     `json:"id"`
	AccountID  int64     `json:"-"`
	JobID      int64     `json:"job_id"`
	ProID      int64     `json:"pro_id"`
	Text       string    `json:"text"`
	OccurredAt time.Time `json:"occurred_at"`
	CreatedAt  time.Time `json:"created_at"`
}

// MaxNoteLen is the longest note or issue description, in bytes.
const MaxNoteLen = 4000

// CheckNoteText trims text and checks it is a note (or an issue's
// description, field says which): not empty, printable, not too long.
func CheckNoteText(field, text string) (string, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return "", MissingField(field)
	}
	return text, CheckText(field, text, MaxNoteLen)
}

// IssueReport is an issue a pro found on site during a job (JobID): it
// became the maintenance job IssueJobID, pending until the host confirms
// it.
type IssueReport struct {
	ID          int64     `json:"id"`
	AccountID   int64     `json:"-"`
	JobID       int64     `json:"job_id"`
	IssueJobID  int64     `json:"issue_job_id"`
	ProID       int64     `json:"pro_id"`
	Description string    `json:"description"`
	OccurredAt  time.Time `json:"occurred_at"`
	CreatedAt   time.Time `json:"created_at"`
}

// IssueLeadTime is how long after its report an issue's maintenance job is
// first scheduled: a placeholder time, which the host sets when confirming.
const IssueLeadTime = 24 * time.Hour

// IssueJob returns what a pro's issue report on job src creates: a
// pending maintenance job at the same property without a pro, scheduled
// IssueLeadTime after the report (on the hour), whose notes are the
// description prefixed with who reported it from which job.
func IssueJob(src *Job, pro *Pro, description string, reported time.Time) JobCreate {
	at := reported.Add(IssueLeadTime).Truncate(time.Hour).Add(time.Hour)
	notes := fmt.Sprintf("Reported by %s (pro %d) on site during job #%d: %s", pro.Name, pro.ID, src.ID, description)
	return JobCreate{AddressID: src.AddressID, ServiceType: Maintenance, ScheduledAt: at, Notes: &notes, DuringStay: true}
}

// ProWork reports whether pro proID may add work (a photo, a note, an
// issue report) to j, or delete a photo of theirs, and why not: the job
// must be theirs (ENOTFOUND otherwise: an offer is not theirs yet), not
// cancelled, and, for photos (which complete checklist items), not
// completed either (ETRANSITION).
func (j Job) ProWork(proID int64, photo bool) error {
	if j.Assignment != Accepted || j.ProID == nil || *j.ProID != proID {
		return Errorf(ENOTFOUND, "Job not found: it is not yours")
	}
	switch {
	case j.Status == StatusCancelled:
		return Errorf(ETRANSITION, "The job is cancelled; there is nothing more to do")
	case photo && j.Status == StatusCompleted:
		return Errorf(ETRANSITION, "The job is completed; its photos can no longer change")
	}
	return nil
}

// CheckOccurred checks a pro's occurred_at (field) at now: not in the
// future, not before the job was created.
func (j Job) CheckOccurred(field string, occurred, now time.Time) error {
	if occurred.After(now) {
		return Errorf(EVALIDATION, "Invalid %s %s: must not be in the future (it is now %s)", field, fmtTime(&occurred), fmtTime(&now))
	} else if occurred.Before(j.CreatedAt) {
		return Errorf(EVALIDATION, "Invalid %s %s: must not be before the job was created (%s)", field, fmtTime(&occurred), fmtTime(&j.CreatedAt))
	}
	return nil
}

// JobWork is what a job's pro reported beside its status: photos, notes
// and issue reports, oldest first.
type JobWork struct {
	JobID  int64          `json:"job_id"`
	Photos []*Photo       `json:"photos"`
	Notes  []*JobNote     `json:"notes"`
	Issues []*IssueReport `json:"issues"`
}

// ProWorkService keeps the pros' photos, notes and issue reports. The
// pro's methods act on the pro's own accepted jobs only (ENOTFOUND for any
// other); the host's are scoped to accountID.
//
// Errors: ENOTFOUND for a job, photo or item outside the scope;
// EVALIDATION for bad input (a checklist item that is not a photo item of
// the job, an occurred_at in the future); ETRANSITION when the job no
// longer takes the work (see Job.ProWork).
type ProWorkService interface {
	// AddPhoto records a photo already stored under in.Key; a photo for a
	// photo item completes it.
	AddPhoto(ctx context.Context, pro ProIdentity, jobID int64, in PhotoInput) (*Photo, error)
	// DeletePhoto removes one of the pro's photos while the job is not
	// completed, unticking its item when no photo of it is left, and
	// returns it (its key, for the caller to delete the bytes).
	DeletePhoto(ctx context.Context, pro ProIdentity, jobID, photoID int64) (*Photo, error)
	// FindProPhoto returns a photo of one of the pro's jobs.
	FindProPhoto(ctx context.Context, pro ProIdentity, jobID, photoID int64) (*Photo, error)
	// FindProPhotos returns the photos of one of the pro's jobs, by time
	// taken.
	FindProPhotos(ctx context.Context, pro ProIdentity, jobID int64) ([]*Photo, error)
	// AddNote records a note; the same note at the same occurred_at again
	// (a retried sync) is the first one.
	AddNote(ctx context.Context, pro ProIdentity, jobID int64, text string, occurred *time.Time) (*JobNote, error)
	// ReportIssue creates the issue's maintenance job (see IssueJob) and
	// returns it; the same report again is the first one's job.
	ReportIssue(ctx context.Context, pro ProIdentity, jobID int64, description string, occurred *time.Time) (*Job, error)

	// FindJobWork returns the photos, notes and issue reports of one of
	// the account's jobs.
	FindJobWork(ctx context.Context, accountID, jobID int64) (*JobWork, error)
	// FindPhoto returns a photo of one of the account's jobs.
	FindPhoto(ctx context.Context, accountID, jobID, photoID int64) (*Photo, error)
}
