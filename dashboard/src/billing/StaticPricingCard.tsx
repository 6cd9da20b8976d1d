import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@leadproof/ui';
import { Check } from 'lucide-react';
import * as styles from './StaticPricingCard.css';

/** SPEC §3's static billing price list (the real price per row comes from the pricing call). */
export const staticPriceList = [
  {
    name: 'CSV Upload',
    price: '0.05',
    features: ['Email validation', 'Phone verification', 'Lead scoring', 'Duplicate removal'],
  },
  {
    name: 'Lead Purchase',
    price: '0.10',
    features: ['Pre-validated contacts', 'Industry targeting', 'Geographic filtering', 'Real-time data'],
  },
] as const;

/** The billing page's Pricing card: the two services with their per-row prices and what they include. */
export function StaticPricingCard() {
  return (
    <Card id="pricing" aria-labelledby="pricing-title">
      <CardHeader>
        <CardTitle as="h2" id="pricing-title">
          Pricing
        </CardTitle>
        <CardDescription>What each service costs per row.</CardDescription>
      </CardHeader>
      <CardContent className={styles.services}>
        {staticPriceList.map((service) => (
          <section key={service.name} className={styles.service} aria-label={service.name}>
            <h3 className={styles.name}>{service.name}</h3>
            <p className={styles.price}>
              {service.price} <span className={styles.unit}>per row</span>
            </p>
            <ul className={styles.features}>
              {service.features.map((feature) => (
                <li key={feature}>
                  <Check size={14} aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
