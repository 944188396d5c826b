/**
 * The user's notifications: the login answer's `notifications`, GET /api/fetchNotifications,
 * POST /api/acknowledgeNotification and the `publish` event of the DomainNotification model.
 */

/** One notification, the user's own or a broadcast one, with whether this user acknowledged it. */
export interface UserNotification {
  id: number;
  acknowledged: boolean;
  payload: { title: string; content: string };
}

/** GET /api/fetchNotifications: newest first, at most 200. */
export interface NotificationsAnswer {
  notifications: UserNotification[];
}

/** The body of POST /api/acknowledgeNotification. */
export interface AcknowledgeNotificationBody {
  notificationId: number;
}

/** The `data` of POST /api/entities/DomainNotification/events/publish: the notification's id. */
export interface PublishNotificationAnswer {
  notificationId: number;
}
