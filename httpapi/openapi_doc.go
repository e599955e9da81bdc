package httpapi

import _ "embed"

// OpenAPIDocument is the OpenAPI 3.1 description of the HTTP interface, served at /api/v1/openapi.json.
//
//go:embed openapi.json
var OpenAPIDocument []byte
