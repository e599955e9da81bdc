package main

import (
	"testing"

	"github.com/stewardhq/steward/internal/testdb"
)

// TestCLIAssets drives `steward assets` against a real server.
func TestCLIAssets(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--now", "2026-03-02T08:00:00Z")
	env := map[string]string{"STEWARD_URL": srv.URL, "STEWARD_CONFIG_DIR": t.TempDir(), "NO_COLOR": "1"}
	cliRun(t, env, "a long password\n", "signup", "--first-name", "Ada", "--last-name", "Host", "--email", "ada-assets@example.com").
		want(t, exitOK, "Logged in")
	cliRun(t, env, "", "addresses", "create", "--street", "88 Coast Hwy", "--city", "San Diego", "--state", "CA", "--zip", "92109").
		want(t, exitOK, "San Diego")

	cliRun(t, env, "", "assets", "create", "1", "--kind", "HVAC", "--location", "Hallway", "--make", "Carrier",
		"--task", "Replace filter:90:2026-01-15").want(t, exitOK, "HVAC", "Hallway", "Carrier", "Replace filter every 90d, due 2026-04-15", "ok")
	cliRun(t, env, "", "assets", "create", "1", "--kind", "HVAC", "--task", "Replace filter:zero").want(t, exitUsage)
	cliRun(t, env, "", "assets", "create", "1", "--kind", "HVAC", "--installed-on", "2026-02-30").want(t, exitRefused)
	cliRun(t, env, "", "assets", "update", "1", "--status", "out_of_service", "--task", "#1:Replace filter:60").
		want(t, exitOK, "out_of_service", "every 60d, due 2026-03-16")
	cliRun(t, env, "", "assets", "update", "1").want(t, exitUsage)
	cliRun(t, env, "", "assets", "list", "1").want(t, exitOK, "KIND", "HVAC")
	// The filter is due within two weeks: its service job is booked.
	cliRun(t, env, "", "assets", "history", "1").want(t, exitOK, "maintenance", "pending", "status ok → out_of_service", "system")
	cliRun(t, env, "", "jobs", "create", "--address-id", "1", "--service-type", "cleaning", "--at", "2026-03-20 10:00", "--asset-id", "1").
		want(t, exitRefused)
	// That service job is about the HVAC; unlinking it leaves the job and
	// drops the link (and its service task), and linking it again works.
	cliRun(t, env, "", "-o", "json", "jobs", "get", "1").want(t, exitOK, `"asset_id": 1`)
	cliRun(t, env, "", "-o", "json", "jobs", "update", "1", "--unlink-asset").want(t, exitOK, `"asset_id": null`)
	cliRun(t, env, "", "jobs", "update", "1", "--unlink-asset", "--asset-id", "1").want(t, exitUsage)
	cliRun(t, env, "", "-o", "json", "jobs", "update", "1", "--asset-id", "1").want(t, exitOK, `"asset_id": 1`)
	cliRun(t, env, "", "assets", "delete", "1").want(t, exitOK, "Asset 1 deleted.")
	cliRun(t, env, "", "assets", "delete", "1").want(t, exitRefused)
}
