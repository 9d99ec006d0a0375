/**
 * Replays a trace record as OpenTelemetry spans through @langfuse/tracing's observation
 * classes, on a tracer of our own provider.
 *
 * Why not `startObservation()`: it always asks `getLangfuseTracer()`, i.e. the provider set
 * with `setLangfuseTracerProvider()` (a process-wide slot on `globalThis`) or the global
 * OpenTelemetry one. The observation classes take the span they wrap, so spans come from
 * our tracer and the SDK still writes every Langfuse attribute. Likewise trace attributes:
 * `propagateAttributes()` only reaches spans through the active context, which needs a
 * globally registered context manager; we set the same attributes on every span instead,
 * which is what it would have produced.
 */
import { ROOT_CONTEXT, trace, type Attributes, type Context, type Span, type Tracer } from '@opentelemetry/api';
import {
  LangfuseEvent,
  LangfuseGeneration,
  LangfuseOtelSpanAttributes,
  LangfuseSpan,
  type LangfuseGenerationAttributes,
} from '@langfuse/tracing';
import type { ObservationRecord, ObservationType, TraceRecord } from './record.js';

/** The tracer name the Langfuse span processor exports by default. */
export const LANGFUSE_TRACER_NAME = 'langfuse-sdk';

type Wrap = (otelSpan: Span, attributes: LangfuseGenerationAttributes, end: Date) => { end(t: Date): void };

/** One wrapper per observation type; an event ends itself at its timestamp. */
const WRAPPERS: Record<ObservationType, Wrap> = {
  span: (otelSpan, attributes) => new LangfuseSpan({ otelSpan, attributes }),
  generation: (otelSpan, attributes) => new LangfuseGeneration({ otelSpan, attributes }),
  event: (otelSpan, attributes, end) => {
    new LangfuseEvent({ otelSpan, attributes, timestamp: end });
    return { end: () => undefined };
  },
};

/** Trace-level attributes, in the keys `propagateAttributes()` writes. */
export function traceAttributes(record: TraceRecord): Attributes {
  const attributes: Attributes = {
    [LangfuseOtelSpanAttributes.TRACE_NAME]: record.name,
    [LangfuseOtelSpanAttributes.TRACE_TAGS]: record.tags,
    [LangfuseOtelSpanAttributes.TRACE_SESSION_ID]: record.sessionId,
  };
  if (record.version) attributes[LangfuseOtelSpanAttributes.VERSION] = record.version;
  for (const [key, value] of Object.entries(record.metadata)) {
    attributes[`${LangfuseOtelSpanAttributes.TRACE_METADATA}.${key}`] = value;
  }
  return attributes;
}

function observationAttributes(o: ObservationRecord): LangfuseGenerationAttributes {
  return {
    input: o.input,
    output: o.output,
    metadata: o.metadata,
    level: o.level,
    statusMessage: o.statusMessage,
    model: o.model,
    usageDetails: o.usage,
  };
}

interface Tally {
  spans: number;
}

function emit(tracer: Tracer, o: ObservationRecord, parent: Context, shared: Attributes, tally: Tally): Span {
  const otelSpan = tracer.startSpan(o.name, { startTime: new Date(o.startTime), attributes: shared }, parent);
  tally.spans += 1;
  const end = new Date(o.endTime);
  const observation = WRAPPERS[o.type](otelSpan, observationAttributes(o), end);
  const context = trace.setSpan(ROOT_CONTEXT, otelSpan);
  for (const child of o.children) emit(tracer, child, context, shared, tally);
  observation.end(end);
  return otelSpan;
}

export interface EmittedTrace {
  traceId: string;
  rootObservationId: string;
  spans: number;
}

/** Creates and ends every span of the trace; the processor exports them on its next flush. */
export function emitTrace(tracer: Tracer, record: TraceRecord): EmittedTrace {
  const tally: Tally = { spans: 0 };
  const root = emit(tracer, record.root, ROOT_CONTEXT, traceAttributes(record), tally);
  const { traceId, spanId } = root.spanContext();
  return { traceId, rootObservationId: spanId, spans: tally.spans };
}
