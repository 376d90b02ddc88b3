#!/bin/sh
# On a laptop: the cloud browsers reach the app served on this machine through a tunnel client that
# lives as long as the test command, and a Codeless suite is triggered, waited for and reported, its
# JUnit file where --junit says. The credentials are typed in (not in the shell's history, never on a
# command line). Ctrl+C stops the tests, and the tunnel is deleted before the command returns.
set -eu
export CLOUDTEST_API_URL="${CLOUDTEST_API_URL:-https://api.cloudtest.example}"
# Where your service offers its tunnel client for download, and its SHA-256.
: "${CLOUDTEST_TUNNEL_CLIENT_URL:?set CLOUDTEST_TUNNEL_CLIENT_URL to your service's tunnel client}"
: "${CLOUDTEST_TUNNEL_CLIENT_SHA256:=}"
printf 'Key: ' && read -r CLOUDTEST_KEY && export CLOUDTEST_KEY
printf 'Secret: ' && stty -echo && read -r CLOUDTEST_SECRET && stty echo && echo && export CLOUDTEST_SECRET

# The command from this repository's tag v1, the latest 1.x release (Node.js 22.19 or later). Pin a
# release with #v1.4.2 or a commit with its SHA, or name the tarball `npm pack` makes of a checkout.
npm install --no-save "github:cloudtest/cloudtest-actions#v1"
APP_URL=$(npx cloudtest upload build/app-debug.apk)
npx cloudtest tunnel --client-url "$CLOUDTEST_TUNNEL_CLIENT_URL" --client-sha256 "$CLOUDTEST_TUNNEL_CLIENT_SHA256" \
  --client-args "--identifier {identifier} --ready-file {readyfile}" -- npm run test:e2e -- --app "$APP_URL"

# A recorded (Codeless) suite: trigger, wait and see the failed tests in the terminal; Ctrl+C stops its
# runs.
npx cloudtest run --suite-id "${CLOUDTEST_SUITE_ID:-1234}" --junit cloudtest-results.xml
