import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, content and footer. */
export const Default: Story = {
  render: () => (
    <Card style={{ maxWidth: 380 }}>
      <CardHeader>
        <CardTitle>Source + Verify</CardTitle>
        <CardDescription>Source verified leads that match your ideal customer profile.</CardDescription>
      </CardHeader>
      <CardContent>Orders are delivered within 48 hours.</CardContent>
      <CardFooter>
        <Button>Source leads</Button>
      </CardFooter>
    </Card>
  ),
};

/** A stat card as on the dashboard home. */
export const Stat: Story = {
  render: () => (
    <Card style={{ maxWidth: 240 }}>
      <CardHeader>
        <CardDescription>Verified Leads</CardDescription>
        <CardTitle as="h2">12,480</CardTitle>
      </CardHeader>
      <CardContent>live from your account</CardContent>
    </Card>
  ),
};
