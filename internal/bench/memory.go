package bench

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

// SelfRSS returns this process's resident set size, from /proc/self/status
// (Linux only): the server's memory when it runs in-process.
func SelfRSS() (int64, error) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, err
	}
	for line := range bytes.Lines(b) {
		if rest, ok := bytes.CutPrefix(line, []byte("VmRSS:")); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(string(rest)), " kB"), 10, 64)
			if err != nil {
				return 0, fmt.Errorf("/proc/self/status: VmRSS %q: %w", rest, err)
			}
			return kb << 10, nil
		}
	}
	return 0, fmt.Errorf("/proc/self/status: no VmRSS")
}

// MetricsRSS returns a function that reads a remote server's resident
// memory from its Prometheus metrics (process_resident_memory_bytes).
func MetricsRSS(baseURL string) func() (int64, error) {
	hc := &http.Client{Timeout: 5 * time.Second}
	return func() (int64, error) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, baseURL+"/metrics", nil)
		if err != nil {
			return 0, err
		}
		resp, err := hc.Do(req)
		if err != nil {
			return 0, err
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return 0, fmt.Errorf("GET /metrics: HTTP %d", resp.StatusCode)
		}
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			if rest, ok := strings.CutPrefix(sc.Text(), "process_resident_memory_bytes "); ok {
				v, err := strconv.ParseFloat(strings.TrimSpace(rest), 64)
				return int64(v), err
			}
		}
		return 0, fmt.Errorf("GET /metrics: no process_resident_memory_bytes")
	}
}

// memorySampler reads the server's memory at rest and its peak under load.
type memorySampler struct {
	read func() (int64, error)
}

func newMemorySampler(read func() (int64, error)) *memorySampler { return &memorySampler{read: read} }

// mb reads the memory once, in MiB; 0 when unknown.
func (m *memorySampler) mb() float64 {
	if m.read == nil {
		return 0
	}
	n, err := m.read()
	if err != nil {
		return 0
	}
	return float64(n) / (1 << 20)
}

// sample reads the memory every interval until the returned function is
// called, which returns the largest reading in MiB.
func (m *memorySampler) sample(interval time.Duration) func() float64 {
	done := make(chan struct{})
	var mu sync.Mutex
	peak := m.mb()
	go func() {
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				v := m.mb()
				mu.Lock()
				peak = max(peak, v)
				mu.Unlock()
			}
		}
	}()
	var once sync.Once
	return func() float64 {
		once.Do(func() { close(done) })
		mu.Lock()
		defer mu.Unlock()
		return max(peak, m.mb())
	}
}
