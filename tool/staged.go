package tool

// WithServices returns a registry of the same tools over the services wrap
// returns from r's: the model-backed assistant runs a message's tools over
// services that stage its changes, to write them all in one transaction
// once the message is planned (see package llm).
func (r *Registry) WithServices(wrap func(Services) Services) *Registry {
	return New(wrap(r.svc))
}
