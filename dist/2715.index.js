export const id = 2715;
export const ids = [2715];
export const modules = {

/***/ 33465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ maskSecretFields)
/* harmony export */ });
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);

const MAX_DEPTH = 4;
/**
 * Masks every string held under a secret-looking field name (ASSUMPTIONS.secretFields), at any depth (a wrapper object or an
 * array of keys included), so no log line can show it; returns the record untouched.
 */
function maskSecretFields(t, record) {
    const walk = (value, secret, depth) => {
        if (typeof value === 'string') {
            if (secret)
                t.maskSecret(value);
            return;
        }
        if (!value || typeof value !== 'object' || depth > MAX_DEPTH)
            return;
        for (const [name, child] of Object.entries(value))
            walk(child, secret || _assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .SECRET_FIELD */ .ap.test(name), depth + 1);
    };
    walk(record, false, 0);
    return record;
}


/***/ }),

/***/ 71051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hj: () => (/* binding */ sessionsOf),
/* harmony export */   YV: () => (/* binding */ teamApi)
/* harmony export */ });
/* unused harmony export SESSION_KINDS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55491);
/* harmony import */ var _assumptions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11816);
/* harmony import */ var _refs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93916);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8164);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33465);
/* harmony import */ var _transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58280);
/* harmony import */ var _transport_path_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53655);







const SessionSlotsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ vms: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA, physical: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA });
/** Team concurrency: what the plan allows and what is in use now, VMs and physical devices. */
const TeamSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    concurrency: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ allowed: SessionSlotsSchema, current: SessionSlotsSchema }),
});
/** The two kinds of sessions the team record counts: VMs (browsers, emulators) and physical devices. */
const SESSION_KINDS = (/* unused pure expression or super */ null && (['vms', 'physical']));
function sessionsOf(team, kind) {
    const allowed = team.concurrency.allowed[kind];
    const inUse = team.concurrency.current[kind];
    return { kind, allowed, inUse, free: (0,_assumptions_js__WEBPACK_IMPORTED_MODULE_0__/* .sessionsFree */ .Of)(allowed, inUse) };
}
const TeamMemberSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA,
    first_name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    last_name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    email: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    credits: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA,
    device_credits: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA,
    isPaid: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    verified: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    /** The team owner's user ID; 0 for the owner. */
    parent_id: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA,
});
const TeamCredentialResetSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ success: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(), client_key: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() });
const NOT_ADMIN = 'the caller is not a team admin';
/** Authentication rule 4: a read-only account gets 403 on what creates or changes something too. */
const OR_READ_ONLY = ', or the account is read-only';
const NOT_FOUND = { 404: 'no such team member' };
// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
function teamApi(t) {
    const userPath = (id) => (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_5__/* .route */ .wE) `/v1/team-management/users/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .idOf */ .TH)(id, 'team member id')}`;
    return {
        /** GET /v1/team-management: concurrency allowed and in use, VMs and physical devices. */
        get: (signal) => t.call({
            operation: 'get team concurrency',
            method: 'GET',
            path: '/v1/team-management',
            response: TeamSchema,
            signal,
        }),
        /** GET /v1/team-management/users: one page of members; team admins only. */
        listMembers: (page) => (0,_transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .listPage */ .ks)(t, {
            operation: 'list team members',
            path: '/v1/team-management/users',
            page,
            maxCount: _transport_pagination_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PAGE_SIZE */ .H4,
            // The spec shows this list as `{ data: [TeamMember], meta: Meta }`.
            enveloped: true,
            item: TeamMemberSchema,
            meanings: { 403: NOT_ADMIN },
        }),
        /**
         * POST /v1/team-management/users: a sub-account on the caller's plan; paid plan and admin only.
         * `email` and `password` are required (spec) and checked before sending: its row lists no 400.
         */
        createMember: (body) => {
            for (const field of ['email', 'password']) {
                const value = body[field];
                if (typeof value !== 'string' || !value.trim())
                    throw new TypeError(`a new team member needs ${field === 'email' ? 'an email' : 'a password'}`);
            }
            return t.call({
                operation: 'create team member',
                method: 'POST',
                path: '/v1/team-management/users',
                json: body,
                response: TeamMemberSchema,
                meanings: { 403: `the caller is not on a paid plan or not a team admin${OR_READ_ONLY}` },
            });
        },
        /** GET /v1/team-management/users/{id}: admins read any member, others only themselves. */
        getMember: (id) => t.call({
            operation: 'get team member',
            method: 'GET',
            path: userPath(id),
            response: TeamMemberSchema,
            meanings: { 403: 'only a team admin may read another member', ...NOT_FOUND },
        }),
        /** PUT /v1/team-management/users/{id}: credits may not exceed the owner's remaining balance. */
        updateMember: (id, body) => t.call({
            operation: 'update team member',
            method: 'PUT',
            path: userPath(id),
            json: body,
            response: TeamMemberSchema,
            meanings: {
                403: `the caller is not on a paid plan or not a team admin, the credits exceed the owner's remaining balance${OR_READ_ONLY}`,
                ...NOT_FOUND,
            },
        }),
        /** GET /v1/team-management/users/{id}/client-key: the member's API key (never the secret); admin only. */
        getClientKey: async (id) => (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .maskSecretFields */ .e)(t, await t.call({
            operation: 'get team member client key',
            method: 'GET',
            path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_5__/* .route */ .wE) `/v1/team-management/users/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .idOf */ .TH)(id, 'team member id')}/client-key`,
            response: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .LenientRecordSchema */ .an,
            meanings: { 403: NOT_ADMIN, ...NOT_FOUND },
        })),
        /**
         * POST /v1/team-management/users/{id}/reset-keys: rotates key and secret, the old ones stop working
         * at once. Never repeated once it may have reached the service: a second reset would orphan the
         * first new key.
         */
        resetKeys: async (id) => {
            const reset = await t.call({
                operation: 'reset team member keys',
                method: 'POST',
                path: (0,_transport_path_js__WEBPACK_IMPORTED_MODULE_5__/* .route */ .wE) `/v1/team-management/users/${(0,_refs_js__WEBPACK_IMPORTED_MODULE_6__/* .idOf */ .TH)(id, 'team member id')}/reset-keys`,
                json: {},
                response: TeamCredentialResetSchema,
                meanings: { 403: `the caller is neither a team admin nor the member${OR_READ_ONLY}`, ...NOT_FOUND },
            });
            t.maskSecret(reset.client_key);
            return reset;
        },
    };
}


/***/ }),

/***/ 62715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readCapacity: () => (/* binding */ readCapacity)
/* harmony export */ });
/* harmony import */ var _api_team_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71051);
/* harmony import */ var _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72487);


/**
 * The team's free sessions of the kind the setting names (GET /v1/team-management), read once. An
 * answer that cannot be read is `unknown`, with why, and the plan goes on without the cap: the
 * sessions size the legs, they do not decide whether the tests run. A cancel rejects.
 */
async function readCapacity(setting, client, signal) {
    if (setting === 'none')
        return { kind: 'none' };
    try {
        return (0,_api_team_js__WEBPACK_IMPORTED_MODULE_0__/* .sessionsOf */ .Hj)(await client.team.get(signal), setting);
    }
    catch (error) {
        signal.throwIfAborted();
        if (!(error instanceof _api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7))
            throw error;
        return { kind: 'unknown', why: (0,_api_transport_errors_js__WEBPACK_IMPORTED_MODULE_1__.messageOf)(error) };
    }
}


/***/ })

};
