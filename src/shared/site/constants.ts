/** The date the terms, privacy and cookie policies took effect. */
export const legalUpdatedOn = '2025-05-04';
