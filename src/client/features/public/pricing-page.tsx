import { PLANS } from '../../../shared/plans.js';
import { PlaceholderPage } from './placeholder-page';

export function PricingPage() {
  return (
    <PlaceholderPage title="Pricing">
      <div className="grid gap-4 sm:grid-cols-3">
        {PLANS.map((plan) => (
          <section key={plan.id} className="rounded-2xl border border-border bg-card p-5">
            <h2 className="font-bold">{plan.name}</h2>
            {plan.mostPopular && <p className="text-xs font-semibold text-primary">Most Popular</p>}
            <p className="mt-1 text-2xl font-bold">
              {plan.price}
              <span className="text-sm font-normal text-muted-foreground">/month</span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
            <ul className="mt-3 list-disc space-y-1 pl-4 text-sm">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">Paid plans open with billing in a later update.</p>
    </PlaceholderPage>
  );
}
