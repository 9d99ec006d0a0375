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
  LangfuseAgent,
  LangfuseEvaluator,
  LangfuseEvent,
  LangfuseGeneration,
  LangfuseGuardrail,
  LangfuseOtelSpanAttributes,
  LangfuseSpan,
  LangfuseTool,
  type LangfuseGenerationAttributes,
} from '@langfuse/tracing';
import type { ObservationRecord, ObservationType, TraceRecord } from './record.js';

/** The tracer name the Langfuse span processor exports by default. */
export const LANGFUSE_TRACER_NAME = 'langfuse-sdk';

type Wrap = (otelSpan: Span, attributes: LangfuseGenerationAttributes, end: Date) => { end(t: Date): void };

/** One wrapper per observation type; an event ends itself at its timestamp. */
const WRAPPERS: Record<ObservationType, Wrap> = {
  agent: (otelSpan, attributes) => new LangfuseAgent({ otelSpan, attributes }),
  span: (otelSpan, attributes) => new LangfuseSpan({ otelSpan, attributes }),
  generation: (otelSpan, attributes) => new LangfuseGeneration({ otelSpan, attributes }),
  tool: (otelSpan, attributes) => new LangfuseTool({ otelSpan, attributes }),
  guardrail: (otelSpan, attributes) => new LangfuseGuardrail({ otelSpan, attributes }),
  evaluator: (otelSpan, attributes) => new LangfuseEvaluator({ otelSpan, attributes }),
  event: (otelSpan, attributes, end) => {
    new LangfuseEvent({ otelSpan, attributes, timestamp: end });
    return { end: () => undefined };
  },
};

/** Trace-level attributes, in the keys `propagateAttributes()` writes. */
function traceAttributes(record: TraceRecord): Attributes {
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

/** The attributes the SDK is given, without the ones the observation does not have. */
function observationAttributes(o: ObservationRecord): LangfuseGenerationAttributes {
  const all = {
    input: o.input,
    output: o.output,
    metadata: o.metadata,
    level: o.level,
    statusMessage: o.statusMessage,
    model: o.model,
    usageDetails: o.usage,
    costDetails: o.cost,
    modelParameters: o.modelParameters,
  };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)) as LangfuseGenerationAttributes;
}

interface Tally {
  spans: number;
}

/** Wraps a started span as its observation, emits the children under it, and ends it. */
function complete(tracer: Tracer, otelSpan: Span, o: ObservationRecord, shared: Attributes, tally: Tally): void {
  const end = new Date(o.endTime);
  const observation = WRAPPERS[o.type](otelSpan, observationAttributes(o), end);
  const context = trace.setSpan(ROOT_CONTEXT, otelSpan);
  for (const child of o.children) emit(tracer, child, context, shared, tally);
  observation.end(end);
}

function emit(tracer: Tracer, o: ObservationRecord, parent: Context, shared: Attributes, tally: Tally): void {
  const otelSpan = tracer.startSpan(o.name, { startTime: new Date(o.startTime), attributes: shared }, parent);
  tally.spans += 1;
  complete(tracer, otelSpan, o, shared, tally);
}

/** Attributes known only once the trace's ids are: the experiment it belongs to. */
export interface LateAttributes {
  /** On every span, as `propagateAttributes()` would set them. */
  all?: Attributes;
  /** On the root span only. */
  root?: Attributes;
}

export interface OpenTrace {
  traceId: string;
  rootObservationId: string;
  /** Creates and ends every span; nothing is exported before. Returns the number of spans. */
  finish(late?: LateAttributes): number;
}

/**
 * Starts the root span only, so the trace's ids exist before anything is sent: a dataset run
 * item can name the trace, and the spans can then carry the run's id (as the SDK's experiment
 * runner does: it links the item inside the open root span).
 */
export function openTrace(tracer: Tracer, record: TraceRecord): OpenTrace {
  const shared = traceAttributes(record);
  const root = tracer.startSpan(record.root.name, { startTime: new Date(record.root.startTime), attributes: shared }, ROOT_CONTEXT);
  const { traceId, spanId } = root.spanContext();
  let finished = false;
  return {
    traceId,
    rootObservationId: spanId,
    finish(late = {}) {
      if (finished) return 0;
      finished = true;
      const all = { ...shared, ...late.all };
      root.setAttributes({ ...late.all, ...late.root });
      const tally: Tally = { spans: 1 };
      complete(tracer, root, record.root, all, tally);
      return tally.spans;
    },
  };
}
