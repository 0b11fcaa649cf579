// Hebrew for Review Workflows (@strapi/review-workflows' translations/en.json): keys prefixed with
// its plugin id, `review-workflows.`. A workflow is a תהליך סקירה, its steps שלבים. Sorted by key.

export const reviewWorkflows: Record<string, string> = {
  'review-workflows.assignee.clear': 'ניקוי האחראי',
  'review-workflows.assignee.error': 'אירעה שגיאה בטעינת המשתמשים',
  'review-workflows.assignee.label': 'אחראי',
  'review-workflows.assignee.notification.saved': 'האחראי עודכן',
  'review-workflows.assignee.placeholder': 'בחירה…',
  'review-workflows.containers.list.table-headers.reviewWorkflows.assignee': 'אחראי',
  'review-workflows.containers.list.table-headers.reviewWorkflows.assignee.label': 'אחראי',
  'review-workflows.containers.list.table-headers.reviewWorkflows.stage': 'שלב הסקירה',
  'review-workflows.settings.not-available':
    'תהליכי סקירה זמינים רק בתוכנית הארגונית. בשדרוג אפשר ליצור ולנהל תהליכי סקירה.',
  'review-workflows.settings.page.delete.confirm.body': 'כל הרשומות שנמצאות בשלבים שנמחקו יועברו לשלב הקודם. לשמור?',
  'review-workflows.settings.page.isLoading': 'תהליך הסקירה נטען',
  'review-workflows.settings.page.purchase.description': 'ניהול תהליך הסקירה של התוכן',
  'review-workflows.settings.page.purchase.perks1': 'שלבי סקירה שאפשר להתאים',
  'review-workflows.settings.page.purchase.perks2': 'ניהול הרשאות המשתמשים',
  'review-workflows.settings.page.purchase.perks3': 'תמיכה בוובהוקים',
  'review-workflows.settings.page.subtitle': '{count, plural, one {שלב אחד} two {שני שלבים} other {# שלבים}}',
  'review-workflows.settings.page.title': 'תהליכי סקירה',
  'review-workflows.settings.review-workflows.workflow.stageRequiredToPublish.any': 'כל שלב',
  'review-workflows.settings.review-workflows.workflow.stageRequiredToPublish.hint':
    'רשומות שלא נמצאות בשלב הזה לא יוכלו להתפרסם.',
  'review-workflows.settings.review-workflows.workflow.stageRequiredToPublish.label': 'השלב שנדרש לפרסום',
  'review-workflows.settings.stage.name.label': 'שם השלב',
  'review-workflows.stage.color': 'צבע',
  'review-workflows.stage.label': 'שלב הסקירה',
  'review-workflows.stage.notification.error': 'אירעה שגיאה בעדכון שלב הסקירה',
  'review-workflows.stage.notification.saved': 'שלב הסקירה עודכן',
  'review-workflows.stages.limit.body': 'אפשר למחוק חלק מהשלבים או לפנות למחלקת המכירות כדי להוסיף שלבים.',
  'review-workflows.stages.limit.title': 'הגעת למספר השלבים המרבי בתהליך הזה שהתוכנית שלך מאפשרת',
  'review-workflows.stages.no-transition': 'אין לך הרשאה לעדכן את השלב הזה.',
  'review-workflows.stages.save-first': 'כדי להקצות שלב בתהליך הסקירה, יש לשמור את הרשומה.',
  'review-workflows.stages.single-stage':
    'לתהליך הסקירה הזה יש שלב אחד בלבד. כדי להעביר רשומות בין שלבים, יש להוסיף שלבים.',
  'review-workflows.widget.assigned.no-data': 'אין רשומות',
  'review-workflows.widget.assigned.title': 'הוקצו לי',
  'review-workflows.workflows.limit.body': 'אפשר למחוק תהליך סקירה או לפנות למחלקת המכירות כדי להוסיף תהליכים.',
  'review-workflows.workflows.limit.title': 'הגעת למספר תהליכי הסקירה המרבי שהתוכנית שלך מאפשרת',
};
