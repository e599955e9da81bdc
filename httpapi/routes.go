package httpapi

import "net/http"

// routes lists the whole HTTP surface. Middleware reads outside-in: every
// request gets an ID, panics become 500s, bodies are capped, unknown routes
// and wrong methods get JSON errors; then each group has its credential.
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	v1 := s.requireAPIKey     // X-API-Key or Authorization: Bearer stw_…
	v2 := s.requireCredential // Authorization: Bearer <login token or API key>, or X-API-Key
	login := s.requireLogin   // Authorization: Bearer <login token> only

	mux.HandleFunc("GET /healthz", s.handleHealthz)
	mux.HandleFunc("GET /readyz", s.handleReadyz)
	mux.HandleFunc("GET /api/v1/openapi.json", s.handleOpenAPI)

	mux.Handle("GET /api/v1/jobs", v1(s.handleListJobs))
	mux.Handle("POST /api/v1/jobs", v1(s.handleCreateJob))
	mux.Handle("GET /api/v1/jobs/{job_id}", v1(s.handleGetJob))
	mux.Handle("PATCH /api/v1/jobs/{job_id}", v1(s.handleUpdateJob))
	mux.Handle("DELETE /api/v1/jobs/{job_id}", v1(s.handleCancelJob))
	mux.Handle("GET /api/v1/jobs/{job_id}/history", v1(s.handleJobHistory))
	mux.Handle("GET /api/v1/jobs/{job_id}/todos", v1(s.handleJobTodos)) // the job's own checklist and its progress
	if s.Ratings != nil {
		mux.Handle("POST /api/v1/jobs/{job_id}/rating", v1(s.handleRateJob)) // a completed job; again replaces; a poor one gets a re-clean
	}
	mux.Handle("GET /api/v1/addresses", v1(s.handleListAddresses))
	mux.Handle("POST /api/v1/addresses", v1(s.handleCreateAddress))
	mux.Handle("GET /api/v1/addresses/{address_id}", v1(s.handleGetAddress))
	mux.Handle("PATCH /api/v1/addresses/{address_id}", v1(s.handleUpdateAddress))
	mux.Handle("DELETE /api/v1/addresses/{address_id}", v1(s.handleArchiveAddress)) // archives; its future jobs are cancelled
	mux.Handle("GET /api/v1/addresses/{address_id}/todos", v1(s.handleListTodos))
	mux.Handle("POST /api/v1/addresses/{address_id}/todos", v1(s.handleCreateTodoList))
	mux.Handle("PATCH /api/v1/addresses/{address_id}/todos/{list_id}", v1(s.handleUpdateTodoList)) // replaces name, service type and items
	mux.Handle("DELETE /api/v1/addresses/{address_id}/todos/{list_id}", v1(s.handleDeleteTodoList))
	if s.Supplies != nil {
		mux.Handle("GET /api/v1/addresses/{address_id}/supplies", v1(s.handleListSupplies))
		mux.Handle("POST /api/v1/addresses/{address_id}/supplies", v1(s.handleCreateSupply))
		mux.Handle("GET /api/v1/addresses/{address_id}/supplies/{supply_id}", v1(s.handleGetSupply))
		mux.Handle("PATCH /api/v1/addresses/{address_id}/supplies/{supply_id}", v1(s.handleUpdateSupply)) // a new count goes to its history
		mux.Handle("DELETE /api/v1/addresses/{address_id}/supplies/{supply_id}", v1(s.handleDeleteSupply))
		mux.Handle("GET /api/v1/addresses/{address_id}/supplies/{supply_id}/history", v1(s.handleSupplyHistory))
	}
	if s.Calendars != nil {
		mux.Handle("GET /api/v1/addresses/{address_id}/calendars", v1(s.handleListCalendars))
		mux.Handle("POST /api/v1/addresses/{address_id}/calendars", v1(s.handleCreateCalendar))
		mux.Handle("GET /api/v1/addresses/{address_id}/calendars/{calendar_id}", v1(s.handleGetCalendar))
		mux.Handle("DELETE /api/v1/addresses/{address_id}/calendars/{calendar_id}", v1(s.handleDeleteCalendar))
		mux.Handle("POST /api/v1/addresses/{address_id}/calendars/{calendar_id}/sync", v1(s.handleSyncCalendar)) // fetches and applies now
	}
	if s.DemoCalendar != nil {
		mux.Handle("GET /demo/calendar.ics", s.DemoCalendar) // --demo only: the demo property's feed, served by the server itself
	}
	if s.Assets != nil {
		mux.Handle("GET /api/v1/addresses/{address_id}/assets", v1(s.handleListAssets))
		mux.Handle("POST /api/v1/addresses/{address_id}/assets", v1(s.handleCreateAsset))
		mux.Handle("GET /api/v1/assets/{asset_id}", v1(s.handleGetAsset))
		mux.Handle("PATCH /api/v1/assets/{asset_id}", v1(s.handleUpdateAsset)) // service_tasks, when given, replaces the tasks
		mux.Handle("DELETE /api/v1/assets/{asset_id}", v1(s.handleDeleteAsset))
		mux.Handle("GET /api/v1/assets/{asset_id}/history", v1(s.handleAssetHistory)) // its jobs and its changes
	}
	mux.Handle("GET /api/v1/pros", v1(s.handleListPros))
	mux.Handle("POST /api/v1/pros", v1(s.handleCreatePro))
	mux.Handle("GET /api/v1/pros/{pro_id}", v1(s.handleGetPro))
	mux.Handle("PATCH /api/v1/pros/{pro_id}", v1(s.handleUpdatePro))
	if s.Offers != nil {
		pro := s.requirePro // Authorization: Bearer stp_… (a pro's link token) only
		mux.Handle("GET /api/v1/addresses/{address_id}/pros", v1(s.handleGetProPrefs))
		mux.Handle("PUT /api/v1/addresses/{address_id}/pros", v1(s.handleSetProPrefs)) // the pros offered its jobs, in order
		mux.Handle("POST /api/v1/pros/{pro_id}/link", v1(s.handleCreateProLink))       // a new token; the old one is revoked
		mux.Handle("DELETE /api/v1/pros/{pro_id}/link", v1(s.handleRevokeProLink))
		mux.Handle("GET /api/v1/pro/jobs", pro(s.handleProJobs))
		mux.Handle("POST /api/v1/pro/jobs/{job_id}/{action}", pro(s.handleProAction)) // accept, decline, on-my-way, start, complete
		mux.Handle("POST /api/v1/pro/sync", pro(s.handleProSync))
		mux.Handle("GET /api/v1/pro/jobs/{job_id}/todos", pro(s.handleProJobTodos))
		mux.Handle("PATCH /api/v1/pro/jobs/{job_id}/todos/{item_id}", pro(s.handleProTick)) // tick or untick, with a count for a count item
		if s.Work != nil {
			mux.Handle("GET /api/v1/jobs/{job_id}/photos", v1(s.handleJobPhotos))
			mux.Handle("GET /api/v1/jobs/{job_id}/photos/{photo_id}", v1(s.handleGetJobPhoto)) // the bytes
			mux.Handle("GET /api/v1/jobs/{job_id}/notes", v1(s.handleJobNotes))
			mux.Handle("GET /api/v1/jobs/{job_id}/issues", v1(s.handleJobIssues))            // issues its pro reported on site
			mux.Handle("POST /api/v1/pro/jobs/{job_id}/photos", pro(s.handleProUploadPhoto)) // multipart; up to 10 MiB (limitBody)
			mux.Handle("GET /api/v1/pro/jobs/{job_id}/photos", pro(s.handleProPhotos))
			mux.Handle("GET /api/v1/pro/jobs/{job_id}/photos/{photo_id}", pro(s.handleProGetPhoto)) // the bytes
			mux.Handle("DELETE /api/v1/pro/jobs/{job_id}/photos/{photo_id}", pro(s.handleProDeletePhoto))
			mux.Handle("POST /api/v1/pro/jobs/{job_id}/notes", pro(s.handleProNote))
			mux.Handle("POST /api/v1/pro/jobs/{job_id}/issues", pro(s.handleProIssue)) // becomes a pending maintenance job
		}
	}
	if s.Expenses != nil && s.Reports != nil {
		mux.Handle("GET /api/v1/expenses", v1(s.handleListExpenses))
		mux.Handle("POST /api/v1/expenses", v1(s.handleCreateExpense))
		mux.Handle("GET /api/v1/expenses/{expense_id}", v1(s.handleGetExpense))
		mux.Handle("PATCH /api/v1/expenses/{expense_id}", v1(s.handleUpdateExpense))
		mux.Handle("DELETE /api/v1/expenses/{expense_id}", v1(s.handleDeleteExpense))
		if s.Photos != nil {
			mux.Handle("PUT /api/v1/expenses/{expense_id}/receipt", v1(s.handlePutReceipt)) // multipart; up to 10 MiB (limitBody)
			mux.Handle("GET /api/v1/expenses/{expense_id}/receipt", v1(s.handleGetReceipt)) // the bytes
			mux.Handle("DELETE /api/v1/expenses/{expense_id}/receipt", v1(s.handleDeleteReceipt))
		}
		mux.Handle("GET /api/v1/reports/spend", v1(s.handleSpendReport))                    // JSON, or CSV with Accept: text/csv or format=csv
		mux.Handle("GET /api/v1/reports/pros/{pro_id}/statement", v1(s.handleProStatement)) // what a pro is owed for a period; JSON or CSV
	}
	mux.Handle("GET /api/v1/reservations", v1(s.handleListReservations))
	mux.Handle("POST /api/v1/reservations", v1(s.handleCreateReservation))
	mux.Handle("GET /api/v1/reservations/{reservation_id}", v1(s.handleGetReservation))
	mux.Handle("PATCH /api/v1/reservations/{reservation_id}", v1(s.handleUpdateReservation))
	mux.Handle("DELETE /api/v1/reservations/{reservation_id}", v1(s.handleCancelReservation)) // cancels; the stay keeps its row

	mux.HandleFunc("POST /api/v2/auth/signup", s.handleSignup)
	mux.HandleFunc("POST /api/v2/auth/login", s.handleLogin)
	mux.Handle("POST /api/v2/auth/logout", login(s.handleLogout))
	mux.Handle("POST /api/v2/api-keys", login(s.handleCreateAPIKey))
	mux.Handle("GET /api/v2/api-keys", login(s.handleListAPIKeys))
	mux.Handle("DELETE /api/v2/api-keys/{id}", login(s.handleRevokeAPIKey))

	mux.Handle("POST /api/v2/message-service", v2(s.handleSendMessage))
	mux.Handle("GET /api/v2/message-service", v2(s.handleListMessages))
	mux.Handle("GET /api/v2/message-service/{id}", v2(s.handleGetMessage))

	mux.Handle("POST /api/v2/webhook-endpoints", v2(s.handleCreateWebhookEndpoint))
	mux.Handle("GET /api/v2/webhook-endpoints", v2(s.handleListWebhookEndpoints))
	mux.Handle("GET /api/v2/webhook-endpoints/{id}", v2(s.handleGetWebhookEndpoint))
	mux.Handle("PATCH /api/v2/webhook-endpoints/{id}", v2(s.handleUpdateWebhookEndpoint))
	mux.Handle("DELETE /api/v2/webhook-endpoints/{id}", v2(s.handleDeleteWebhookEndpoint))
	mux.Handle("POST /api/v2/webhook-endpoints/{id}/rotate-secret", v2(s.handleRotateWebhookSecret))
	mux.Handle("POST /api/v2/webhook-endpoints/{id}/test", v2(s.handleTestWebhookEndpoint))
	mux.Handle("GET /api/v2/webhook-endpoints/{id}/deliveries", v2(s.handleListWebhookDeliveries))
	mux.Handle("GET /api/v2/webhook-deliveries/{id}", v2(s.handleGetWebhookDelivery))
	mux.Handle("POST /api/v2/webhook-deliveries/{id}/retry", v2(s.handleRetryWebhookDelivery))
	if s.Notifications != nil {
		mux.Handle("GET /api/v2/notifications", v2(s.handleListNotifications)) // the e-mails sent to pros about a job
	}
	if s.MCP != nil {
		mux.Handle("/mcp", s.mcp()) // AI agents; login and signup work without credentials; one message per request
	}
	if s.Web != nil {
		mux.Handle("/app/", s.Web) // the web app; its own pages, errors and CSRF guard
		mux.Handle("GET /{$}", http.RedirectHandler("/app/", http.StatusSeeOther))
	}
	if s.ProApp != nil {
		mux.Handle("GET /pro", s.ProApp) // redirects to /pro/; the browser keeps the link's #token
		mux.Handle("/pro/", s.ProApp)    // the pro's page, its files and service worker; it calls the pro API
	}
	if s.Metrics != nil {
		mux.Handle("GET /metrics", s.Metrics) // Prometheus; no credential, like the health checks
	}

	return s.withRequestID(s.recoverPanics(limitBody(refuseBadQuery(jsonNotFound(mux)))))
}
