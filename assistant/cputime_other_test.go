//go:build !linux

package assistant

import "time"

// threadCPU is not measured off Linux: BenchmarkEngine reports wall-clock
// percentiles only.
func threadCPU() (time.Duration, bool) { return 0, false }
