import { type ContactTopic, contactTopics } from '@leadproof/contract/contact';
import { type PlanId, plans } from '@leadproof/contract/plans';
import { Leadproof } from '@leadproof/sdk';
import { ThemeRoot } from '@leadproof/ui';
import { useEffect, useState } from 'react';
import { ContactForm } from './contact-form';
import * as styles from './contact-island.css';

/** What `?topic=sales&plan=enterprise-monthly` asks the form to start with; unknown values are ignored. */
export function contactParams(search: string): { topic?: ContactTopic; planId?: PlanId } {
  const params = new URLSearchParams(search);
  const topic = contactTopics.find((value) => value === params.get('topic'));
  const planId = plans.find((plan) => plan.id === params.get('plan'))?.id;
  return { ...(topic ? { topic } : {}), ...(planId ? { planId } : {}) };
}

/** The /contact island: the form, sending through the SDK to this origin (no account, no token). */
export function ContactIsland({ supportEmail }: { supportEmail: string }) {
  const [params, setParams] = useState<ReturnType<typeof contactParams>>({});
  // Read once hydrated: the static HTML was built without a query.
  useEffect(() => setParams(contactParams(window.location.search)), []);
  return (
    <ThemeRoot className={styles.island}>
      <ContactForm
        send={(body) => new Leadproof({ baseURL: window.location.origin }).contact.create(body)}
        supportEmail={supportEmail}
        {...(params.topic ? { initialTopic: params.topic } : {})}
        {...(params.planId ? { planId: params.planId } : {})}
      />
    </ThemeRoot>
  );
}
