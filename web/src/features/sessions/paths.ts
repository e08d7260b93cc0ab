/** The web pages of one session (a module of its own, so that linking to them loads none of them). */
export const sessionPath = (id: string) => `/sessions/${id}`;
export const checkoutPath = (id: string) => `/sessions/${id}/checkout`;
export const confirmedPath = (id: string) => `/sessions/${id}/confirmed`;
