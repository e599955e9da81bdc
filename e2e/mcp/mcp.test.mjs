// End-to-end test of Steward's MCP endpoint with the official TypeScript
// client: connect, list tools, sign up, create an address and a job, send a
// message to the AI property manager and poll it to completion.
//
// Usage: STEWARD_URL=http://127.0.0.1:8080 node mcp.test.mjs
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const base = process.env.STEWARD_URL;
if (!base) {
  console.error("set STEWARD_URL to a running steward server");
  process.exit(2);
}

async function connect(headers = {}) {
  const client = new Client({ name: "steward-e2e", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", base), { requestInit: { headers } });
  await client.connect(transport);
  return client;
}

async function call(client, name, args = {}) {
  const res = await client.callTool({ name, arguments: args });
  assert.ok(!res.isError, `${name} failed: ${JSON.stringify(res.content)}`);
  assert.ok(res.structuredContent, `${name} returned no structured content`);
  assert.equal(res.content[0].type, "text");
  return res.structuredContent;
}

// 1. Connect without credentials and list the tools.
const anon = await connect();
const { tools } = await anon.listTools();
const names = tools.map((t) => t.name);
for (const want of ["login", "signup", "send_message", "get_message", "list_jobs", "create_job", "cancel_job",
  "create_address", "check_availability", "estimate_price"]) {
  assert.ok(names.includes(want), `tools/list lacks ${want}: ${names}`);
}
const cancel = tools.find((t) => t.name === "cancel_job");
assert.equal(cancel.annotations.destructiveHint, true);
assert.equal(tools.find((t) => t.name === "list_jobs").annotations.readOnlyHint, true);

// Other tools ask an unauthenticated agent to log in.
const refused = await anon.callTool({ name: "list_jobs", arguments: {} });
assert.equal(refused.isError, true);
assert.match(refused.content[0].text, /Authentication required/);

// 2. Sign up through MCP, then reconnect with the token.
const email = `e2e-${Date.now()}@example.com`;
const session = await call(anon, "signup", { first_name: "Eve", last_name: "Agent", email, password: "correct horse battery" });
assert.ok(session.token && session.account_id, "signup returned no token");
await anon.close();
const agent = await connect({ Authorization: `Bearer ${session.token}` });

// 3. Create an address and a job.
const addr = await call(agent, "create_address", {
  street: "77 Harbor Way", city: "Portland", state: "ME", zip: "04101", nickname: "Harbor Loft", bedrooms: 2, bathrooms: 1,
});
assert.equal(addr.timezone, "America/New_York");
const at = new Date(Date.now() + 3 * 24 * 3600 * 1000);
at.setUTCMinutes(0, 0, 0);
const job = await call(agent, "create_job", { address_id: addr.id, service_type: "cleaning", scheduled_at: at.toISOString() });
assert.equal(job.status, "pending");
assert.equal(job.address_id, addr.id);
const bad = await agent.callTool({ name: "create_job", arguments: { address_id: addr.id, service_type: "cleaning" } });
assert.equal(bad.isError, true);
assert.equal(bad.content[0].text, "Missing required field: scheduled_at");

// 4. Send a message and poll it to completion.
let msg = await call(agent, "send_message", { message: "Schedule an inspection at the Harbor Loft in 5 days at 11am" });
for (let i = 0; i < 50 && msg.status === "processing"; i++) {
  await new Promise((r) => setTimeout(r, 200));
  msg = await call(agent, "get_message", { message_id: msg.id });
}
assert.equal(msg.status, "completed", `message ended ${msg.status}: ${msg.response_message}`);
const created = msg.actions.find((a) => a.type === "job_created");
assert.ok(created, `no job_created action: ${JSON.stringify(msg.actions)}`);
const listed = await call(agent, "list_jobs", { address_id: addr.id });
assert.equal(listed.total, 2);
assert.ok(listed.jobs.some((j) => j.id === created.job_id && j.service_type === "inspection"));

// 5. The property resource.
const resource = await agent.readResource({ uri: `steward://addresses/${addr.id}` });
const prop = JSON.parse(resource.contents[0].text);
assert.equal(prop.address.id, addr.id);
assert.equal(prop.upcoming_jobs.length, 2);

await agent.close();
console.log(`MCP end-to-end: ok (${names.length} tools, account ${session.account_id}, jobs ${job.id} and ${created.job_id})`);
