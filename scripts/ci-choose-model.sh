#!/usr/bin/env bash
# Picks the model a CI run of the gate uses, and says which in the job summary:
# a live model when the repository has the secret AGENTDESK_API_KEY (passed in as HAS_KEY=true,
# never the key itself) and the variable AGENTDESK_MODEL; otherwise none, and eval replays the
# recordings of the last live run when there are some (run.recordings), else the offline
# `reference` model. Writes `model=<spec>` (empty for no live model) to $GITHUB_OUTPUT.
set -euo pipefail

live_model="${AGENTDESK_MODEL:-}"
if [ "${HAS_KEY:-false}" = "true" ] && [ -n "$live_model" ]; then
  model="$live_model"
  line="**Model:** live \`$model\` (the repository secret AGENTDESK_API_KEY is set)."
elif [ "${HAS_KEY:-false}" = "true" ]; then
  model=""
  line="**Model:** no live model: the secret AGENTDESK_API_KEY is set but the variable AGENTDESK_MODEL names no model. The gate replays the recordings of the last live run if there are any, else the offline \`reference\` model."
else
  model=""
  line="**Model:** no live model (no secret AGENTDESK_API_KEY): the gate replays the recordings of the last live run if there are any, else the offline \`reference\` model (each case's own answers; prompts and model behaviour not exercised). Set the secret and the variable AGENTDESK_MODEL to gate on a live model."
fi

echo "model=$model" >> "${GITHUB_OUTPUT:-/dev/stdout}"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  printf '%s\n\n' "$line" >> "$GITHUB_STEP_SUMMARY"
fi
echo "$line"
