/**
 * Our own tracer provider with the Langfuse span processor, never registered globally: other
 * instrumentation in the process cannot swallow our spans, and ours do not leak into theirs.
 */
import type { Tracer } from '@opentelemetry/api';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { LangfuseSpanProcessor } from '@langfuse/otel';
import type { LangfuseSettings } from './settings.js';
import { LANGFUSE_TRACER_NAME } from './spans.js';

/** Spans per OTLP request; a trial makes a few dozen. */
const FLUSH_AT = 256;

export interface Tracing {
  tracer: Tracer;
  /** Exports every ended span; rejects when the export failed. */
  flush(): Promise<void>;
  /** Flushes what is left and releases the exporter; rejects when that export failed. */
  shutdown(): Promise<void>;
}

export function createTracing(settings: LangfuseSettings, release: string | undefined): Tracing {
  const processor = new LangfuseSpanProcessor({
    publicKey: settings.publicKey,
    secretKey: settings.secretKey,
    baseUrl: settings.baseUrl,
    timeout: settings.timeoutMs / 1000,
    flushAt: FLUSH_AT,
    // The exporter flushes after each trial itself (and sees the failures the timer would hide).
    flushInterval: 60,
    mediaUploadEnabled: false,
    exportMode: 'batched',
    ...(settings.environment ? { environment: settings.environment } : {}),
    ...(release ? { release } : {}),
  });
  const provider = new BasicTracerProvider({ spanProcessors: [processor] });
  return {
    tracer: provider.getTracer(LANGFUSE_TRACER_NAME),
    flush: () => processor.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
