#!/bin/sh
# On a laptop: the same command, with the credentials typed in (not in the shell's history, never on a
# command line). Ctrl+C stops the tests, and the tunnel is deleted before the command returns.
set -eu
export CLOUDTEST_API_URL="${CLOUDTEST_API_URL:-https://api.cloudtest.example}"
printf 'Key: ' && read -r CLOUDTEST_KEY && export CLOUDTEST_KEY
printf 'Secret: ' && stty -echo && read -r CLOUDTEST_SECRET && stty echo && echo && export CLOUDTEST_SECRET

npm install --no-save cloudtest-actions@1
APP_URL=$(npx cloudtest upload build/app-debug.apk)
npx cloudtest tunnel -- npm run test:e2e -- --app "$APP_URL"

# A recorded (Codeless) suite: trigger, wait and see the failed tests in the terminal; Ctrl+C stops its
# runs. Its JUnit file goes where --junit says.
npx cloudtest run --suite-id "${CLOUDTEST_SUITE_ID:-1234}" --junit cloudtest-results.xml
