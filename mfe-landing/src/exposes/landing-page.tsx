export default function LandingPage() {
  return <h1>Юридична online фірма</h1>;
}
