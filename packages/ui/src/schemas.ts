// `@ghat/ui/schemas`: the forms' rules without React or styles, for a server that checks a
// submission with the same rules and messages. They live in @ghat/forms; this entry passes
// them on, so a consumer of @ghat/ui needs no second import path.
export * from '@ghat/forms';
