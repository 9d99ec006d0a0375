#!/usr/bin/env bash
# Picks the model a CI run of the gate uses, and says which in the job summary:
# a live model when the repository has the secret AGENTDESK_API_KEY (passed in as HAS_KEY=true,
# never the key itself) and the variable AGENTDESK_MODEL, the offline `reference` model otherwise.
# Writes `model=<spec>` to $GITHUB_OUTPUT.
set -euo pipefail

live_model="${AGENTDESK_MODEL:-}"
if [ "${HAS_KEY:-false}" = "true" ] && [ -n "$live_model" ]; then
  model="$live_model"
  line="**Model:** live \`$model\` (the repository secret AGENTDESK_API_KEY is set)."
elif [ "${HAS_KEY:-false}" = "true" ]; then
  model="reference"
  line="**Model:** offline \`reference\`: the secret AGENTDESK_API_KEY is set but the variable AGENTDESK_MODEL names no model."
else
  model="reference"
  line="**Model:** offline \`reference\` (each case's reference answers, no network). Set the secret AGENTDESK_API_KEY and the variable AGENTDESK_MODEL to gate on a live model."
fi

echo "model=$model" >> "${GITHUB_OUTPUT:-/dev/stdout}"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  printf '%s\n\n' "$line" >> "$GITHUB_STEP_SUMMARY"
fi
echo "$line"
