// The names of the panel's own field components (app.addFields): a feature registers the
// component, and another feature's layout may place a field of that type (the settings page shows
// the staff notification choice and read-only values), so the names are shared, not the components.

export const READ_ONLY_FIELD = 'vision-read-only';
export const STAFF_NOTIFICATION_FIELD = 'vision-staff-notification';
export const WINDOW_EDGE_FIELD = 'vision-window-edge';
export const CLOSED_SWITCH_FIELD = 'vision-closed-switch';
