package webhook

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/stewardhq/steward"
)

// metrics are the dispatcher's Prometheus series; a nil *metrics records nothing.
type metrics struct {
	attempts   *prometheus.CounterVec
	deliveries *prometheus.CounterVec
	latency    prometheus.Histogram
}

// RegisterMetrics registers the dispatcher's metrics with reg:
//
//   - steward_webhook_attempts_total{result}: attempts by result (success,
//     http_status, redirect, timeout, connection, blocked, abandoned);
//   - steward_webhook_deliveries_total{status}: deliveries that reached a
//     final status (succeeded, failed);
//   - steward_webhook_attempt_duration_seconds: latency of attempts;
//   - steward_webhook_queue_depth: pending and retrying deliveries of every
//     account, read from the database at each scrape.
//
// Call it before Run.
func (d *Dispatcher) RegisterMetrics(reg prometheus.Registerer) error {
	m := &metrics{
		attempts: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "steward_webhook_attempts_total",
			Help: "Webhook delivery attempts, by result.",
		}, []string{"result"}),
		deliveries: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "steward_webhook_deliveries_total",
			Help: "Webhook deliveries that reached a final status, by status.",
		}, []string{"status"}),
		latency: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "steward_webhook_attempt_duration_seconds",
			Help:    "Time from sending a webhook to reading the receiver's answer.",
			Buckets: []float64{.01, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}),
	}
	depth := prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "steward_webhook_queue_depth",
		Help: "Webhook deliveries waiting for an attempt (pending or retrying), across accounts.",
	}, func() float64 {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		n, err := d.store.CountDueWebhookDeliveries(ctx)
		if err != nil {
			d.cfg.Logger.Warn("webhook queue depth", "err", err)
			return -1
		}
		return float64(n)
	})
	for _, c := range []prometheus.Collector{m.attempts, m.deliveries, m.latency, depth} {
		if err := reg.Register(c); err != nil {
			return err
		}
	}
	for _, r := range []string{"success", "http_status", "redirect", "timeout", "connection", "blocked", "abandoned"} {
		m.attempts.WithLabelValues(r)
	}
	m.deliveries.WithLabelValues(string(steward.DeliverySucceeded))
	m.deliveries.WithLabelValues(string(steward.DeliveryFailed))
	d.metrics = m
	return nil
}

func (m *metrics) observe(res result, status steward.WebhookDeliveryStatus) {
	if m == nil {
		return
	}
	m.attempts.WithLabelValues(res.kind).Inc()
	if res.kind != "abandoned" {
		m.latency.Observe(float64(res.attempt.LatencyMS) / 1000)
	}
	if status.Final() {
		m.deliveries.WithLabelValues(string(status)).Inc()
	}
}
