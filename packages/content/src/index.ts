export { organisation, OrganisationSchema, type Organisation } from './organisation.ts';
