/** The root never renders: its guard redirects to the merchant's order page or to not-found. */
const IndexPage = () => null;
export default IndexPage;
