#!/usr/bin/env bash
# Posts the gate's pull-request comment, or updates the one it posted before (found by the marker
# on its first line, among the workflow bot's comments), so a pull request carries one agentdesk
# comment however often it is pushed to.
# Usage: ci-pr-comment.sh <comment.md>, with GH_TOKEN, GITHUB_REPOSITORY and PR_NUMBER set.
set -euo pipefail
file="${1:?usage: ci-pr-comment.sh <comment.md>}"
marker='<!-- agentdesk-gate -->'
if [ "$(head -n1 "$file")" != "$marker" ]; then
  echo "ci-pr-comment: $file does not start with $marker" >&2
  exit 2
fi
comments="repos/$GITHUB_REPOSITORY/issues/$PR_NUMBER/comments"
existing="$(gh api --paginate "$comments" \
  --jq ".[] | select(.user.login == \"github-actions[bot]\" and (.body | startswith(\"$marker\"))) | .id" | head -n1)"
if [ -n "$existing" ]; then
  gh api --method PATCH "repos/$GITHUB_REPOSITORY/issues/comments/$existing" -F "body=@$file" > /dev/null
  echo "updated comment $existing on #$PR_NUMBER"
else
  gh api --method POST "$comments" -F "body=@$file" > /dev/null
  echo "posted a comment on #$PR_NUMBER"
fi
