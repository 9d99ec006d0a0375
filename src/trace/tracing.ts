/**
 * Our own tracer provider with the Langfuse span processor, never registered globally: other
 * instrumentation in the process cannot swallow our spans, and ours do not leak into theirs.
 */
import type { Tracer } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
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

/** Who sends the spans: OpenTelemetry's default is `unknown_service:node`. */
export interface TracingSource {
  /** The git commit: Langfuse's release. */
  release?: string;
  /** The agentdesk version: the resource's service.version. */
  version: string;
}

export function createTracing(settings: LangfuseSettings, { release, version }: TracingSource): Tracing {
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
  const resource = resourceFromAttributes({ 'service.name': 'agentdesk', 'service.version': version });
  const provider = new BasicTracerProvider({ resource, spanProcessors: [processor] });
  return {
    tracer: provider.getTracer(LANGFUSE_TRACER_NAME),
    flush: () => processor.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
