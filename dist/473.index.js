export const id = 473;
export const ids = [473];
export const modules = {

/***/ 80564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ IdentifierSchema),
/* harmony export */   ft: () => (/* binding */ DEFAULT_TIMING),
/* harmony export */   xd: () => (/* binding */ InputsSchema)
/* harmony export */ });
/* unused harmony exports clientKindOf, splitArgs */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88532);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75497);
/* harmony import */ var _runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12291);
/* harmony import */ var _runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35051);




const DEFAULT_TIMING = { pollIntervalMs: 2_000, stopGraceMs: 10_000 };
/** The download's kind, from the ending of the URL's path (the query of a signed URL is ignored). */
function clientKindOf(url) {
    const path = url.pathname.toLowerCase();
    if (path.endsWith('.jar'))
        return 'jar';
    if (path.endsWith('.zip'))
        return 'zip';
    if (path.endsWith('.tar.gz') || path.endsWith('.tgz'))
        return 'tar';
    return 'file';
}
/**
 * Arguments separated by white space; single or double quotes keep spaces inside one. No escapes, so a
 * Windows path keeps its backslashes; no shell ever sees the result. Undefined when a quote is open.
 */
function splitArgs(text) {
    const args = [];
    let current;
    let quote;
    for (const char of text) {
        if (quote) {
            if (char === quote)
                quote = undefined;
            else
                current = (current ?? '') + char;
        }
        else if (char === '"' || char === "'") {
            quote = char;
            current ??= '';
        }
        else if (/\s/.test(char)) {
            if (current !== undefined)
                args.push(current);
            current = undefined;
        }
        else {
            current = (current ?? '') + char;
        }
    }
    if (quote)
        return undefined;
    if (current !== undefined)
        args.push(current);
    return args;
}
/** A tunnel's name, as the input gives it and as post accepts it back from state. */
const IdentifierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .min(1)
    .max(128, 'must be at most 128 characters')
    // eslint-disable-next-line no-control-regex -- control characters are what it rejects
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not hold control characters');
/** What an error may show of a refused URL: no user name or password, no query or fragment (signed URLs). */
function shownUrl(value) {
    if (!URL.canParse(value))
        return 'text that is not a URL';
    const url = new URL(value);
    // Without a host, anything after the scheme may be a secret (`user:password@host` reads as one).
    if (!url.host)
        return `a "${url.protocol}" address`;
    const credentials = url.username || url.password ? '***@' : '';
    const rest = url.search || url.hash ? '?***' : '';
    return `"${url.protocol}//${credentials}${url.host}${url.pathname}${rest}"`;
}
const CLIENT_ONLY = [
    _names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientVersion,
    _names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientSha256,
    _names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientArgs,
    _names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand,
];
const InputsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.identifier]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().pipe(IdentifierSchema.optional()),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.readyTimeout]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)({ min: 1, max: 3600, default: 120, unit: 'seconds' }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().transform((value, ctx) => {
        if (value === undefined)
            return undefined;
        const url = URL.canParse(value) ? new URL(value) : undefined;
        if (!url || !['https:', 'http:'].includes(url.protocol)) {
            ctx.addIssue({ code: 'custom', message: `must be an https:// URL, got ${shownUrl(value)}` });
            return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
        }
        // An executable fetched in clear text could be swapped on the way.
        if (url.protocol === 'http:' && !(0,_runtime_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .cW)(url.hostname)) {
            ctx.addIssue({
                code: 'custom',
                message: 'must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1])',
            });
            return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
        }
        return url;
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientVersion]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)(),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientSha256]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().pipe(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .transform((v) => v.toLowerCase().replace(/^sha256:/, ''))
        .pipe(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'must be 64 hexadecimal digits (a SHA-256)'))
        .optional()),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientArgs]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)().transform((value, ctx) => {
        const args = splitArgs(value ?? '');
        if (args)
            return args;
        ctx.addIssue({ code: 'custom', message: 'has a quote that is not closed' });
        return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
    }),
    [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand]: (0,_runtime_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalText */ .mR)(),
})
    .superRefine((raw, ctx) => {
    const url = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl];
    if (!url) {
        for (const name of CLIENT_ONLY) {
            const value = raw[name];
            if (value !== undefined && !(Array.isArray(value) && !value.length))
                ctx.addIssue({ code: 'custom', path: [name], message: `applies only with "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl}"` });
        }
        return;
    }
    const kind = clientKindOf(url);
    if (raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand] !== undefined && kind !== 'zip' && kind !== 'tar') {
        ctx.addIssue({
            code: 'custom',
            path: [_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand],
            message: `applies only to an archive (a "${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl}" ending in .zip, .tar.gz or .tgz)`,
        });
    }
})
    .transform((raw) => {
    const url = raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientUrl];
    return {
        identifier: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.identifier],
        readyTimeoutSeconds: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.readyTimeout],
        client: url
            ? {
                url,
                kind: clientKindOf(url),
                version: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientVersion],
                sha256: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientSha256],
                args: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientArgs],
                command: raw[_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc.clientCommand],
            }
            : undefined,
    };
});


/***/ }),

/***/ 66473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   teardown: () => (/* binding */ teardown)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_assumptions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11816);
/* harmony import */ var _api_tunnels_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27779);
/* harmony import */ var _client_process_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75018);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80564);
/* harmony import */ var _log_tail_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(62314);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(75497);
/* harmony import */ var _ownership_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(48108);








/**
 * The post step: stops our client, deletes our tunnel, prints the client's log tail. It runs after a
 * failed or cancelled main too, works from what main saved so far, touches nothing main did not start,
 * and turns every problem into a warning. It reads only the state keys of the mode main saved, each
 * checked: anything else in state (text a hostile answer slipped in) is ignored.
 */
async function teardown(ctx) {
    const mode = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE */ .c4.mode);
    if (mode === 'api') {
        await attempt(ctx, 'delete the tunnel', () => deleteOwnTunnels(ctx));
    }
    else if (mode === 'client') {
        await clientTeardown(ctx, { ..._inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_TIMING */ .ft, ...ctx.timing });
    }
    else {
        ctx.log.info(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .NOTHING_STARTED */ .AN);
    }
}
async function clientTeardown(ctx, timing) {
    const folder = (0,_ownership_js__WEBPACK_IMPORTED_MODULE_7__/* .clientFolderOf */ .Ff)(ctx.env, ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE */ .c4.clientToken));
    const record = folder && (0,_ownership_js__WEBPACK_IMPORTED_MODULE_7__/* .readClientRecord */ .pB)(folder);
    if (record) {
        await attempt(ctx, 'stop the tunnel client', async () => {
            if ((0,_ownership_js__WEBPACK_IMPORTED_MODULE_7__/* .isRecordedProcess */ .Um)(record))
                await (0,_client_process_js__WEBPACK_IMPORTED_MODULE_3__/* .stopClient */ .uX)(record.pid, { graceMs: timing.stopGraceMs, clock: ctx.clock, log: ctx.log });
            else
                ctx.log.info(`The tunnel client (process ${record.pid}) had already ended; that pid is now another process's.`);
        });
    }
    await attempt(ctx, 'delete the tunnel', () => deleteOwnTunnels(ctx));
    // Only the log in main's own folder: never a file that state names.
    if (folder) {
        await attempt(ctx, "print the tunnel client's log", async () => {
            (0,_log_tail_js__WEBPACK_IMPORTED_MODULE_5__/* .printTail */ .y)(folder.logFile, ctx.log);
        });
    }
}
/**
 * The tunnel main saved; else, when main never learned its id (cancelled while the create or the
 * client's connection was being answered), those listed under the identifier main saved before.
 */
async function deleteOwnTunnels(ctx) {
    const saved = ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE */ .c4.tunnelId);
    const ids = /^[1-9]\d{0,9}$/.test(saved) ? [Number(saved)] : await tunnelsNamedOurs(ctx);
    if (!ids.length) {
        ctx.log.info('No tunnel to delete: none was created.');
        return;
    }
    for (const id of ids) {
        try {
            await ctx.client.tunnels.delete(id);
            ctx.log.info(`Deleted tunnel ${id}.`);
        }
        catch (error) {
            if ((0,_api_assumptions_js__WEBPACK_IMPORTED_MODULE_1__/* .tunnelAlreadyGone */ .qL)(error))
                ctx.log.info(`Tunnel ${id} was already gone.`);
            else
                throw error;
        }
    }
}
async function tunnelsNamedOurs(ctx) {
    const identifier = _inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .IdentifierSchema */ .D1.safeParse(ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE */ .c4.identifier)).data;
    if (!identifier)
        return [];
    const foreign = new Set(ctx.getState(_names_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE */ .c4.foreignTunnelIds).split(',').filter(Boolean).map(Number));
    return (await ctx.client.tunnels.list())
        .filter((t) => t.identifier === identifier && !foreign.has(t.id) && t.state !== _api_tunnels_js__WEBPACK_IMPORTED_MODULE_2__/* .TUNNEL_STOPPED */ .di)
        .map((t) => t.id);
}
async function attempt(ctx, what, work) {
    try {
        await work();
    }
    catch (error) {
        ctx.log.warning(`Tunnel clean-up: could not ${what}: ${(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}`);
    }
}


/***/ })

};
