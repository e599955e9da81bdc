package httpapi

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// A pro's work on site (docs/pros.md): photos, notes and issue reports,
// added through the pro API and read by the host.

// photoUploadLimit caps the body of a photo upload: the photo and the
// multipart framing and fields around it.
const photoUploadLimit = steward.MaxPhotoBytes + 64<<10

// photoTooLarge is the 413 of a photo over steward.MaxPhotoBytes.
var photoTooLarge = steward.Errorf(steward.ETOOLARGE, "Photo too large: the limit is %d MiB", steward.MaxPhotoBytes>>20)

// isPhotoUpload reports whether r is a pro's photo upload, whose body may
// be larger than MaxBodyBytes (see limitBody).
func isPhotoUpload(r *http.Request) bool {
	if isReceiptUpload(r) {
		return true
	}
	if r.Method != http.MethodPost || !strings.HasPrefix(r.URL.Path, "/api/v1/pro/jobs/") {
		return false
	}
	rest := strings.TrimPrefix(r.URL.Path, "/api/v1/pro/jobs/")
	id, tail, ok := strings.Cut(rest, "/")
	return ok && tail == "photos" && id != ""
}

// photoURL is where the caller reads photo p: the host under /jobs, the
// pro under /pro/jobs.
func photoURL(r *http.Request, p *steward.Photo, pro bool) string {
	prefix := "/api/v1/jobs/"
	if pro {
		prefix = "/api/v1/pro/jobs/"
	}
	return fmt.Sprintf("%s%s%d/photos/%d", baseURL(r), prefix, p.JobID, p.ID)
}

// handleProUploadPhoto stores a pro's photo: multipart/form-data with the
// file in field photo and optional item_id and occurred_at fields. The
// type is sniffed from the bytes (415 unless JPEG, PNG, WebP or HEIC),
// never taken from the client; over steward.MaxPhotoBytes is 413.
func (s *Server) handleProUploadPhoto(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Job not found"))
		return
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
		s.writeError(w, r, steward.Errorf(steward.EMEDIATYPE,
			"Unsupported Content-Type %q: send the photo as multipart/form-data, the file in field photo", r.Header.Get("Content-Type")))
		return
	}
	in, data, err := readPhotoForm(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	in.Size = int64(len(data))
	if in.ContentType = steward.SniffPhoto(data); in.ContentType == "" {
		s.writeError(w, r, steward.Errorf(steward.EMEDIATYPE, "Unsupported photo: it is not a JPEG, PNG, WebP or HEIC image"))
		return
	}
	pro := proOf(r.Context())
	if in.Key, err = s.Photos.Put(r.Context(), pro.AccountID, id, bytes.NewReader(data)); err != nil {
		s.writeError(w, r, err)
		return
	}
	photo, err := s.Work.AddPhoto(r.Context(), pro, id, in)
	if err != nil {
		if derr := s.Photos.Delete(r.Context(), in.Key); derr != nil {
			s.Logger.ErrorContext(r.Context(), "photo left on store", "key", in.Key, "err", derr)
		}
		s.writeError(w, r, err)
		return
	}
	photo.URL = photoURL(r, photo, true)
	writeJSON(w, http.StatusCreated, photo)
}

// readPhotoForm reads a photo upload's parts: the photo's bytes (at most
// steward.MaxPhotoBytes) and the optional item_id and occurred_at fields.
// An unknown field is a 400, as an unknown JSON field is.
func readPhotoForm(r *http.Request) (steward.PhotoInput, []byte, error) {
	var in steward.PhotoInput
	var data []byte
	mr, err := r.MultipartReader()
	if err != nil {
		return in, nil, steward.Errorf(steward.EVALIDATION, "Invalid multipart body: %v", err)
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return in, nil, photoBodyError(err, "Invalid multipart body: %v")
		}
		name := part.FormName()
		switch name {
		case "photo":
			if data != nil {
				return in, nil, steward.Errorf(steward.EVALIDATION, "Invalid photo: send one photo per request")
			}
			if data, err = readImagePart(part); err != nil {
				return in, nil, err
			}
		case "item_id", "occurred_at":
			b, err := io.ReadAll(io.LimitReader(part, 100))
			if err != nil {
				return in, nil, photoBodyError(err, "Invalid "+name+": %v")
			}
			v := strings.TrimSpace(string(b))
			if name == "item_id" {
				n, err := strconv.ParseInt(v, 10, 64)
				if err != nil || n <= 0 {
					return in, nil, steward.Errorf(steward.EVALIDATION, "Invalid item_id %q: must be a positive integer", v)
				}
				in.ItemID = &n
			} else {
				t, err := time.Parse(time.RFC3339Nano, v)
				if err != nil {
					return in, nil, steward.Errorf(steward.EVALIDATION, "Invalid occurred_at %q: must be an RFC 3339 time such as 2026-03-02T09:30:00Z", v)
				}
				in.TakenAt = &t
			}
		default:
			return in, nil, steward.Errorf(steward.EVALIDATION, "Invalid field %q: a photo upload has the fields photo, item_id and occurred_at", name)
		}
	}
	if data == nil {
		return in, nil, steward.MissingField("photo")
	}
	return in, data, nil
}

// readImagePart reads the image file of an upload's part (field photo,
// or receipt for an expense's receipt): at most steward.MaxPhotoBytes, not
// empty. Its type is for the caller to sniff (steward.SniffPhoto).
func readImagePart(part *multipart.Part) ([]byte, error) {
	name := part.FormName()
	data, err := io.ReadAll(io.LimitReader(part, steward.MaxPhotoBytes+1))
	if err != nil {
		return nil, photoBodyError(err, "Invalid "+name+": %v")
	} else if len(data) > steward.MaxPhotoBytes {
		return nil, photoTooLarge
	} else if len(data) == 0 {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid %s: the file is empty", name)
	}
	return data, nil
}

// photoBodyError is err reading a request body: 413 when the body went over its
// limit, else a 400 with format's message.
func photoBodyError(err error, format string) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return photoTooLarge
	}
	return steward.Errorf(steward.EVALIDATION, format, err)
}

func (s *Server) handleProPhotos(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Job not found"))
		return
	}
	list, err := s.Work.FindProPhotos(r.Context(), proOf(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	for _, p := range list {
		p.URL = photoURL(r, p, true)
	}
	writeJSON(w, http.StatusOK, map[string]any{"photos": list})
}

func (s *Server) handleProGetPhoto(w http.ResponseWriter, r *http.Request) {
	jobID, ok1 := pathID(r, "job_id")
	photoID, ok2 := pathID(r, "photo_id")
	if !ok1 || !ok2 {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Photo not found"))
		return
	}
	p, err := s.Work.FindProPhoto(r.Context(), proOf(r.Context()), jobID, photoID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.servePhoto(w, r, p)
}

func (s *Server) handleProDeletePhoto(w http.ResponseWriter, r *http.Request) {
	jobID, ok1 := pathID(r, "job_id")
	photoID, ok2 := pathID(r, "photo_id")
	if !ok1 || !ok2 {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Photo not found"))
		return
	}
	p, err := s.Work.DeletePhoto(r.Context(), proOf(r.Context()), jobID, photoID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Photos.Delete(r.Context(), p.Key); err != nil {
		// The row is gone: the bytes are unreachable, only disk is lost.
		s.Logger.ErrorContext(r.Context(), "photo left on store", "key", p.Key, "err", err)
	}
	w.WriteHeader(http.StatusNoContent)
}

// servePhoto writes p's bytes with their sniffed type; nosniff and a
// sandboxing policy keep a browser from reading them as anything else.
func (s *Server) servePhoto(w http.ResponseWriter, r *http.Request, p *steward.Photo) {
	s.serveImage(w, r, p.Key, p.ContentType, p.Size, fmt.Sprintf("photo %d", p.ID))
}

// serveImage writes the bytes the PhotoStore keeps under key (a photo or
// a receipt, what says which for the log) as servePhoto says.
func (s *Server) serveImage(w http.ResponseWriter, r *http.Request, key, contentType string, size int64, what string) {
	f, err := s.Photos.Open(r.Context(), key)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	defer f.Close()
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Length", strconv.FormatInt(size, 10))
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	h.Set("Cache-Control", "private, max-age=3600")
	w.WriteHeader(http.StatusOK)
	if _, err := io.Copy(w, f); err != nil {
		s.Logger.DebugContext(r.Context(), "image cut short", "image", what, "err", err)
	}
}

// proNoteRequest is the body of POST /pro/jobs/{id}/notes.
type proNoteRequest struct {
	Text       string     `json:"text"`
	OccurredAt *time.Time `json:"occurred_at"`
}

func (s *Server) handleProNote(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Job not found"))
		return
	}
	var req proNoteRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	note, err := s.Work.AddNote(r.Context(), proOf(r.Context()), id, req.Text, req.OccurredAt)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, note)
}

// proIssueRequest is the body of POST /pro/jobs/{id}/issues.
type proIssueRequest struct {
	Description string     `json:"description"`
	OccurredAt  *time.Time `json:"occurred_at"`
}

func (s *Server) handleProIssue(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Job not found"))
		return
	}
	var req proIssueRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	j, err := s.Work.ReportIssue(r.Context(), proOf(r.Context()), id, req.Description, req.OccurredAt)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSONBytes(w, http.StatusCreated, append(appendJob(nil, j), '\n'))
}

// jobWork reads the work on one of the account's jobs.
func (s *Server) jobWork(w http.ResponseWriter, r *http.Request) (*steward.JobWork, bool) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Job not found"))
		return nil, false
	}
	work, err := s.Work.FindJobWork(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return nil, false
	}
	return work, true
}

func (s *Server) handleJobPhotos(w http.ResponseWriter, r *http.Request) {
	if work, ok := s.jobWork(w, r); ok {
		for _, p := range work.Photos {
			p.URL = photoURL(r, p, false)
		}
		writeJSON(w, http.StatusOK, map[string]any{"photos": work.Photos})
	}
}

func (s *Server) handleJobNotes(w http.ResponseWriter, r *http.Request) {
	if work, ok := s.jobWork(w, r); ok {
		writeJSON(w, http.StatusOK, map[string]any{"notes": work.Notes})
	}
}

func (s *Server) handleJobIssues(w http.ResponseWriter, r *http.Request) {
	if work, ok := s.jobWork(w, r); ok {
		writeJSON(w, http.StatusOK, map[string]any{"issues": work.Issues})
	}
}

func (s *Server) handleGetJobPhoto(w http.ResponseWriter, r *http.Request) {
	jobID, ok1 := pathID(r, "job_id")
	photoID, ok2 := pathID(r, "photo_id")
	if !ok1 || !ok2 {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Photo not found"))
		return
	}
	p, err := s.Work.FindPhoto(r.Context(), accountID(r.Context()), jobID, photoID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.servePhoto(w, r, p)
}
